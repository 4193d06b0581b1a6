// The stamping calculator's calls: the sheet as data, and its PDF saved under a name.
import { API_PATHS, stampSheetResponseSchema, type StampSheetBody } from '@pilewise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const calculateStampSheet = (body: StampSheetBody) =>
  api.post(API_PATHS.stampCalculator.calculate, body, { schema: stampSheetResponseSchema });

export const downloadStampSheetPdf = (body: StampSheetBody, fileName: string) =>
  api.download(API_PATHS.stampCalculator.pdf, fileName, { body });

export function useCalculateStampSheet() {
  return useMutation({ mutationFn: calculateStampSheet });
}

export function useDownloadStampSheet() {
  return useMutation({
    mutationFn: ({ body, fileName }: { body: StampSheetBody; fileName: string }) =>
      downloadStampSheetPdf(body, fileName),
  });
}
