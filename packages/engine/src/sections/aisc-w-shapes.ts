/**
 * W6 and W8 rolled shapes, US units exactly as tabulated in the AISC Shapes Database v15.0
 * (AISC, 2017; public CSV copy github.com/ambaker1/aisc-csv, file v15.0/Shapes-US.csv).
 * A v16.0 transcription (2023) we checked holds the same numbers for these shapes.
 * W6x7 is not in the AISC database (it is a mill shape); see MILL_SHAPES_NOT_CATALOGUED.
 */
export const AISC_SHAPES_SOURCE = 'AISC Shapes Database v15.0 (values unchanged in v16.0)';

/**
 * One row: designation, W lb/ft, A in², d, bf, tw, tf in, Ix, Zx, Sx, rx, Iy, Zy, Sy, ry (in⁴, in³, in),
 * J in⁴ (the torsional constant with the fillets; Cw is not listed: for W shapes the database's
 * Cw is Iy·h0²/4, which the checks compute).
 */
export type AiscWRow = readonly [
  label: string,
  W: number,
  A: number,
  d: number,
  bf: number,
  tw: number,
  tf: number,
  Ix: number,
  Zx: number,
  Sx: number,
  rx: number,
  Iy: number,
  Zy: number,
  Sy: number,
  ry: number,
  J: number,
];

export const AISC_W_ROWS: readonly AiscWRow[] = [
  ['W8x28', 28, 8.25, 8.06, 6.54, 0.285, 0.465, 98, 27.2, 24.3, 3.45, 21.7, 10.1, 6.63, 1.62, 0.537],
  ['W8x24', 24, 7.08, 7.93, 6.5, 0.245, 0.4, 82.7, 23.1, 20.9, 3.42, 18.3, 8.57, 5.63, 1.61, 0.346],
  ['W8x21', 21, 6.16, 8.28, 5.27, 0.25, 0.4, 75.3, 20.4, 18.2, 3.49, 9.77, 5.69, 3.71, 1.26, 0.282],
  ['W8x18', 18, 5.26, 8.14, 5.25, 0.23, 0.33, 61.9, 17, 15.2, 3.43, 7.97, 4.66, 3.04, 1.23, 0.172],
  ['W8x15', 15, 4.44, 8.11, 4.02, 0.245, 0.315, 48, 13.6, 11.8, 3.29, 3.41, 2.67, 1.7, 0.876, 0.137],
  ['W8x13', 13, 3.84, 7.99, 4, 0.23, 0.255, 39.6, 11.4, 9.91, 3.21, 2.73, 2.15, 1.37, 0.843, 0.0871],
  ['W8x10', 10, 2.96, 7.89, 3.94, 0.17, 0.205, 30.8, 8.87, 7.81, 3.22, 2.09, 1.66, 1.06, 0.841, 0.0426],
  ['W6x25', 25, 7.34, 6.38, 6.08, 0.32, 0.455, 53.4, 18.9, 16.7, 2.7, 17.1, 8.56, 5.61, 1.52, 0.461],
  ['W6x20', 20, 5.87, 6.2, 6.02, 0.26, 0.365, 41.4, 14.9, 13.4, 2.66, 13.3, 6.72, 4.41, 1.5, 0.24],
  ['W6x16', 16, 4.74, 6.28, 4.03, 0.26, 0.405, 32.1, 11.7, 10.2, 2.6, 4.43, 3.39, 2.2, 0.967, 0.223],
  ['W6x15', 15, 4.43, 5.99, 5.99, 0.23, 0.26, 29.1, 10.8, 9.72, 2.56, 9.32, 4.75, 3.11, 1.45, 0.101],
  ['W6x12', 12, 3.55, 6.03, 4, 0.23, 0.28, 22.1, 8.3, 7.31, 2.49, 2.99, 2.32, 1.5, 0.918, 0.0903],
  ['W6x9', 9, 2.68, 5.9, 3.94, 0.17, 0.215, 16.4, 6.23, 5.56, 2.47, 2.2, 1.72, 1.11, 0.905, 0.0405],
  ['W6x8.5', 8.5, 2.52, 5.83, 3.94, 0.17, 0.195, 14.9, 5.73, 5.1, 2.43, 1.99, 1.56, 1.01, 0.89, 0.0333],
];

/**
 * Mill shapes asked for but not catalogued: no published dimension sheet could be read to
 * cite. Enter them as user-defined I-shapes (d, bf, tf, tw) from the producer's data sheet.
 * W6x7: searched mill catalogues (ArcelorMittal, Chaparral, Steel Dynamics), AISC tables and
 * public code; the only W6x7 rows found are uncited solar-tool tables whose A (2.05 in²) does
 * not match their own d, bf, tf, tw (plates give ≈ 2.72 in²), so they are not used.
 */
export const MILL_SHAPES_NOT_CATALOGUED: readonly string[] = ['W6x7'];
