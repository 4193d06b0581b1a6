import { useMutation, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  seismicDetailsResponseSchema,
  soilDetailsResponseSchema,
  type SeismicDetailsBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

/** Asks the server for the seismic site values of a location (USGS); nothing is saved by this. */
export const useFetchSeismicDetails = () =>
  useMutation({
    mutationFn: (body: SeismicDetailsBody) =>
      api.post(API_PATHS.projects.seismicDetails, body, { schema: seismicDetailsResponseSchema }),
  });

/** The project's soil details in its units (spec §7 get-soil-details). */
export function useSoilDetails(projectId: string | null) {
  return useQuery({
    queryKey: ['soil-details', projectId],
    enabled: projectId !== null,
    queryFn: ({ signal }) =>
      api.post(API_PATHS.projects.soilDetails, { projectId }, { signal, schema: soilDetailsResponseSchema }),
  });
}
