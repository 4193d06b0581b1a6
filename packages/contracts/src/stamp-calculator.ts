// The stamping calculator (spec §1, §2 /stampcalculator; issue 13): one pier, one section, one
// embedment, one pile height with its own soil, head loads (and corrosion, vertical table when
// the checks need them), outside any project. The sheet is the design run narrowed to that one
// pile (the engine's designOnePier), so every check and its working are a run's.
import { z } from 'zod';
import { pierDesignSchema } from '@pilewise/engine';

/**
 * The pier type a calculator sheet starts with: its head loads are the Generic rows of this load
 * type (the Generic mode's load types name the pier: a sheet may pick another).
 */
export const STAMP_SHEET_PIER_TYPE = 'SAP';

export const stampSheetBodySchema = z
  .object({
    /**
     * A design input (SI, as a project's): its settings (limits, yield, method), soil, corrosion,
     * vertical and the head loads. Its section and embedment ranges and pile heights are replaced
     * by the ones below; the engine's check names any bad field ('soil.layers[0].phiDeg').
     */
    input: z.record(z.string(), z.unknown()),
    pierTypeId: z.string().trim().min(1, 'must not be empty').max(60).default(STAMP_SHEET_PIER_TYPE),
    section: z.string().trim().min(1, 'choose a section').max(80),
    embedment_m: z.number().finite().positive('must be > 0').max(100),
    pileHeight_m: z.number().finite().positive('must be > 0').max(20),
    /** The pile's mark or the job printed at the top of the sheet ('Row 12 pier 3'). */
    title: z.string().trim().max(120).default(''),
  })
  .meta({ id: 'StampSheetBody' });
export type StampSheetBody = z.input<typeof stampSheetBodySchema>;
/** The body as the server reads it (defaults filled). */
export type StampSheetRequest = z.output<typeof stampSheetBodySchema>;

export const stampSheetResponseSchema = z
  .object({ pier: pierDesignSchema, warnings: z.array(z.string()), analyses: z.number().int() })
  .meta({ id: 'StampSheet' });
export type StampSheetResponse = z.infer<typeof stampSheetResponseSchema>;

/** 'Stamp sheet W6x9 L 8.0 ft.pdf'-like names are the server's; this is the prefix. */
export const STAMP_SHEET_TITLE = 'Single Pile Calculation Sheet';
