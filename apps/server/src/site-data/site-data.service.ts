// Site data from the location (spec §7 get-seismic-details, get-soil-details): who may ask
// (whoever may view the project), where the location comes from (the body, else the project).
import {
  DESIGN_INPUT_KEY,
  type SeismicDetailsResponse,
  type SoilDetailsResponse,
  type UsgsDesignCode,
} from '@pilewise/contracts';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/client';
import { loadProjectAccess } from '../projects/project-access';
import { FieldError } from '../shared/errors';
import { soilDetailsOf } from './soil-details';
import { fetchUsgsSeismic, type UsgsOptions } from './usgs-seismic';

export interface SeismicDetailsRequest {
  projectId: string;
  latitude?: number;
  longitude?: number;
  riskCategory: 1 | 2 | 3 | 4;
  siteClass: string;
  designCode: UsgsDesignCode;
}

export class SiteDataService {
  constructor(
    private readonly db: Db,
    private readonly usgs: UsgsOptions,
  ) {}

  async seismicDetails(actor: Actor, body: SeismicDetailsRequest): Promise<SeismicDetailsResponse> {
    const { row } = await loadProjectAccess(this.db, actor, body.projectId);
    const latitude = body.latitude ?? row.latitude;
    const longitude = body.longitude ?? row.longitude;
    if (latitude === null || latitude === undefined)
      throw new FieldError(
        'latitude',
        "is needed: enter the site's latitude in the project Details, or send it",
      );
    if (longitude === null || longitude === undefined)
      throw new FieldError(
        'longitude',
        "is needed: enter the site's longitude in the project Details, or send it",
      );
    return fetchUsgsSeismic(
      {
        designCode: body.designCode,
        latitude,
        longitude,
        riskCategory: body.riskCategory,
        siteClass: body.siteClass,
      },
      this.usgs,
    );
  }

  async soilDetails(actor: Actor, projectId: string): Promise<SoilDetailsResponse> {
    const { row } = await loadProjectAccess(this.db, actor, projectId);
    return soilDetailsOf(row.design[DESIGN_INPUT_KEY], row.unitSystem);
  }
}
