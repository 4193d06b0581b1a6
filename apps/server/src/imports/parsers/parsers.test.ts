// Parsers against workbooks laid out as people lay them out: sheet names, column orders, header
// synonyms, units, title rows, blank rows and extra sheets differ; the numbers read are checked
// against the SI values worked out by hand from the definitions (1 ft = 0.3048 m, 1 lbf =
// 4.4482216152605 N, 1 psf = 47.880258980 Pa, 1 pcf = 157.08746 N/m³).
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../excel/open-workbook';
import { PARSERS, type ParseResult } from '.';

type Rows = (string | number | null)[][];
/** A workbook of sheets given as rows (null = blank cell, [] = blank row). */
async function book(sheets: Record<string, Rows>): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    rows.forEach((r, i) => r.forEach((v, j) => v !== null && (ws.getCell(i + 1, j + 1).value = v)));
  }
  // Written and read back: the parser sees what a real upload gives.
  const opened = await openWorkbook(new Uint8Array(await wb.xlsx.writeBuffer()));
  if (!opened.ok) throw new Error(opened.message);
  return opened.workbook;
}

function groupsOf(r: ParseResult) {
  if (!r.ok) throw new Error(JSON.stringify(r.issues, null, 1));
  return r.groups;
}
const issuesOf = (r: ParseResult) => (r.ok ? [] : r.issues);
/** Equal to 1e-10 relative: the parsers keep 12 significant figures. */
const close = (a: unknown, b: number) =>
  expect(Math.abs((a as number) - b)).toBeLessThanOrEqual(Math.abs(b) * 1e-10);

const FT = 0.3048;
const PSF = 47.88025898033584;
const PCF = 157.08746384624618;
const KIP = 4448.2216152605;

describe('geotechnical workbook', () => {
  it('layout 1: the template (imperial), soil and vertical on their own sheets, site values on a third', async () => {
    const wb = await book({
      'Soil layers': [
        ['Soil layers'],
        [],
        [
          'Soil name',
          'Soil type',
          'Layer start (ft)',
          'Layer end (ft)',
          'Gamma (pcf)',
          'Phi (deg)',
          'Cu (psf)',
        ],
        ['Clay', 4, 0, 3.5, 115, null, 1500],
        [],
        ['Sand', 'API Sand', 3.5, 20, 120, 32, null],
      ],
      Vertical: [
        ['Soil layer depth (ft)', 'Skin friction up (psf)', 'Skin friction down (psf)', 'End bearing (psf)'],
        [3.5, 500, 600, 0],
        [20, 800, 1000, 20000],
      ],
      Site: [
        ['Water table depth (ft)', 'none'],
        ['Consider frost', 'yes'],
        ['Frost depth (ft)', 3],
        ['Frost pressure (psf)', 1440],
      ],
    });
    const g = groupsOf(PARSERS.geotech(wb, 'site.xlsx'));
    const soil = g.soil as { layers: Record<string, unknown>[]; waterTableDepth_m: unknown };
    expect(soil.layers).toHaveLength(2);
    expect(soil.layers[0]).toMatchObject({ name: 'Clay', model: 'stiff-clay-no-free-water', top_m: 0 });
    close(soil.layers[0]!.bottom_m, 3.5 * FT); // 1.0668 m
    close(soil.layers[0]!.gamma_N_per_m3, 115 * PCF); // 18065.06 N/m³
    close(soil.layers[0]!.cu_Pa, 1500 * PSF); // 71820.39 Pa
    expect(soil.layers[1]).toMatchObject({ name: 'Sand', model: 'api-sand', phiDeg: 32 });
    expect(soil.waterTableDepth_m).toBeNull();
    const vertical = g.vertical as { table: Record<string, number>[]; frost: Record<string, unknown> };
    expect(vertical.table).toHaveLength(2);
    close(vertical.table[1]!.endBearing_Pa, 20000 * PSF);
    expect(vertical.frost.consider).toBe(true);
    close(vertical.frost.depth_m, 0.9144);
  });

  it('layout 2: metric, one sheet named otherwise, columns reordered and named by synonyms, a title block with site values above', async () => {
    const wb = await book({
      Cover: [['Geotechnical investigation report, Borehole BH-3'], ['Prepared for …']],
      'BH-3 design parameters': [
        ['Groundwater depth [m]', 2.4],
        ['P-factor', 0.9],
        [],
        [
          'Depth to [m]',
          'Depth from [m]',
          'Unit weight [kN/m³]',
          'Description',
          'Model',
          'Friction angle',
          'Undrained shear strength [kPa]',
          'e50',
        ],
        [1.2, 0, 18, 'Fill', 'Soft Clay (Matlock)', null, 25, 0.02],
        [null, null, null, 'see log for details', null, null, null, null],
        [6, 1.2, 19.5, 'Gravelly sand', 9, 36, null, null],
        [],
        [],
        ['Depth [m]', 'Uplift skin friction [kPa]', 'Compression skin friction [kPa]'],
        [6, 30, 45],
      ],
      Notes: [['anything at all', 12]],
    });
    const g = groupsOf(PARSERS.geotech(wb, 'bh3.xlsx'));
    const soil = g.soil as { layers: Record<string, unknown>[]; waterTableDepth_m: number; pFactor: number };
    expect(soil.waterTableDepth_m).toBe(2.4);
    expect(soil.pFactor).toBe(0.9);
    expect(soil.layers).toEqual([
      {
        name: 'Fill',
        model: 'soft-clay-matlock',
        top_m: 0,
        bottom_m: 1.2,
        gamma_N_per_m3: 18000,
        cu_Pa: 25000,
        eps50: 0.02,
      },
      {
        name: 'Gravelly sand',
        model: 'reese-sand',
        top_m: 1.2,
        bottom_m: 6,
        gamma_N_per_m3: 19500,
        phiDeg: 36,
      },
    ]);
    expect(g.vertical).toEqual({
      table: [{ bottom_m: 6, skinFrictionUp_Pa: 30000, skinFrictionDown_Pa: 45000 }],
    });
  });

  it('layout 3: ksf and kcf, text numbers, no top column (each layer starts where the last ended), no vertical table', async () => {
    const wb = await book({
      Sheet1: [
        [
          'Layer',
          'Type',
          'Layer depth, ft',
          'Unit weight (kcf)',
          'Cohesion (ksf)',
          'Qu (ksf)',
          'Erm (ksf)',
          'RQD (%)',
        ],
        ['Clay', '3', '4', 0.12, 2, null, null, null],
        ['Rock', 'Weak Rock (Reese)', 15, 0.14, null, 50, 5000, 30],
      ],
    });
    const g = groupsOf(PARSERS.geotech(wb, 'x.xlsx'));
    const layers = (g.soil as { layers: Record<string, unknown>[] }).layers;
    expect(layers[0]).toMatchObject({ model: 'stiff-clay-free-water', top_m: 0 });
    close(layers[0]!.bottom_m, 4 * FT);
    close(layers[0]!.gamma_N_per_m3, 120 * PCF);
    close(layers[0]!.cu_Pa, 2000 * PSF);
    close(layers[1]!.top_m, 4 * FT);
    close(layers[1]!.qu_Pa, 50000 * PSF);
    expect(layers[1]!.rqdStart_pct).toBe(30);
    expect(g.vertical).toBeUndefined();
  });

  it('reads the Cu column as Qu for weak rock and as Su for vuggy limestone (spec §3 labels), and says so', async () => {
    const wb = await book({
      Soil: [
        ['Soil type', 'Bottom (m)', 'Gamma (kN/m3)', 'Cu (kPa)', 'Erm (MPa)', 'RQD (%)'],
        [6, 3, 21, 2500, 250, 30],
        [8, 6, 22, 1200, null, null],
      ],
    });
    const r = PARSERS.geotech(wb, 'rock.xlsx');
    const layers = (groupsOf(r).soil as { layers: Record<string, unknown>[] }).layers;
    expect(layers[0]).toMatchObject({ model: 'weak-rock', qu_Pa: 2.5e6, Erm_Pa: 2.5e8 });
    expect(layers[0]).not.toHaveProperty('cu_Pa');
    expect(layers[1]).toMatchObject({ model: 'vuggy-limestone', su_Pa: 1.2e6 });
    expect(r.ok && r.warnings).toEqual([
      'Layer 1: Cu read as Qu (weak rock), sheet Soil row 2',
      'Layer 2: Cu read as Su (vuggy limestone), sheet Soil row 3',
    ]);
  });

  it("reads an Su column as a clay's Cu (its undrained shear strength, as reports write it), and as Su for vuggy limestone", async () => {
    const wb = await book({
      'BH-3': [
        ['Depth (m)', 'Soil type', 'Unit weight (kN/m³)', 'Su (kPa)', 'φ (°)'],
        ['0 - 1.5', 'Stiff clay without free water', 18.5, 60, null],
        ['1.5 - 4', 'Soft clay (Matlock)', 17, 25, null],
        ['4 - 6', 'API sand', 19, null, 32],
        ['6 - 9', 'Vuggy limestone', 23, 1200, null],
      ],
    });
    const r = PARSERS.geotech(wb, 'bh3.xlsx');
    const layers = (groupsOf(r).soil as { layers: Record<string, unknown>[] }).layers;
    expect(layers[0]).toMatchObject({ model: 'stiff-clay-no-free-water', cu_Pa: 60_000 });
    expect(layers[0]).not.toHaveProperty('su_Pa');
    expect(layers[1]).toMatchObject({ model: 'soft-clay-matlock', cu_Pa: 25_000 });
    expect(layers[3]).toMatchObject({ model: 'vuggy-limestone', su_Pa: 1_200_000 });
    expect(layers[3]).not.toHaveProperty('cu_Pa');
    expect(r.ok && r.warnings).toEqual([
      "Layer 1: Su read as Cu, the clay's undrained shear strength, sheet BH-3 row 2",
      "Layer 2: Su read as Cu, the clay's undrained shear strength, sheet BH-3 row 3",
    ]);
  });

  it('reads a layer table that names its soil types as LPILE does (the tool our users come from)', async () => {
    const wb = await book({
      'Soil Profile': [
        [
          'Description',
          'p-y Model',
          'Depth From (ft)',
          'Depth To (ft)',
          'Unit Weight (pcf)',
          'Friction Angle (deg)',
          'Cohesion (psf)',
        ],
        ['Silty sand, medium dense', "API Sand (O'Neill)", 0, 5, 115, 32, null],
        ['Lean clay, stiff', 'Stiff Clay w/o Free Water (Reese)', 5, 12, 120, null, 2000],
        ['Clay below groundwater', 'Stiff Clay with Free Water (Reese)', 12, 18, 125, null, 2500],
        ['Sandstone, weathered', 'Weak Rock (Reese)', 18, 25, 135, null, 40000],
      ],
    });
    const layers = (
      groupsOf(PARSERS.geotech(wb, 'lpile-names.xlsx')).soil as { layers: Record<string, unknown>[] }
    ).layers;
    expect(layers.map((l) => l.model)).toEqual([
      'api-sand',
      'stiff-clay-no-free-water',
      'stiff-clay-free-water',
      'weak-rock',
    ]);
    close(layers[1]!.cu_Pa, 2000 * PSF);
    close(layers[3]!.qu_Pa, 40000 * PSF);
  });

  it('reads units written in a row of their own under the headers, as report tables lay them out', async () => {
    const wb = await book({
      Soil: [
        ['Boring B-3: design soil profile'],
        [],
        [
          'Layer',
          'Soil type',
          'Top of layer',
          'Bottom of layer',
          'Unit weight',
          'Friction angle',
          'Cohesion',
        ],
        [null, null, '(ft)', '(ft)', '(pcf)', '(deg)', 'psf'],
        ['Sand', 1, 0, 5, 115, 32, null],
        ['Clay', 4, 5, 12, 120, null, 2000],
      ],
    });
    const r = PARSERS.geotech(wb, 'units-row.xlsx');
    const layers = (groupsOf(r).soil as { layers: Record<string, unknown>[] }).layers;
    // the units row is not a layer: two layers, from the row under it
    expect(layers.map((l) => l.model)).toEqual(['api-sand', 'stiff-clay-no-free-water']);
    close(layers[0]!.bottom_m, 5 * FT);
    close(layers[1]!.top_m, 5 * FT);
    close(layers[1]!.gamma_N_per_m3, 120 * PCF);
    close(layers[1]!.cu_Pa, 2000 * PSF);
    expect(layers[0]!.phiDeg).toBe(32);
  });

  it("reads effective unit weights (as LPILE tables give them) as total ones with the water table: γ = γ' above it, γ' + γ_w below", async () => {
    // One wide table as a report's design parameters: the layers' LPILE parameters and the
    // allowable axial values side by side, the water table at 4 ft below it.
    const rows: Rows = [
      ['Boring B-1: design parameters'],
      [
        'Depth (ft)',
        'Soil',
        'LPILE model',
        'Effective unit weight (pcf)',
        'Friction angle (deg)',
        'Cohesion (psf)',
        'Strain ε50',
        'Allowable skin friction compression (psf)',
        'Allowable skin friction uplift (psf)',
      ],
      ['0 - 4', 'Lean clay', 'Stiff clay without free water', 115, null, 1000, 0.007, 0, 0],
      ['4 - 10', 'Sand', 'Sand (Reese)', 57.6, 32, null, null, 300, 250],
      ['10 - 25', 'Sand', 'API sand', 62.6, 36, null, null, 500, 400],
      [],
      ['Groundwater', '4 ft'],
    ];
    const layersOf = (r: ParseResult) =>
      (groupsOf(r).soil as { layers: Record<string, number>[]; waterTableDepth_m: number }).layers;
    const read = PARSERS.geotech(await book({ Parameters: rows }), 'b1.xlsx');
    const layers = layersOf(read);
    expect(layers.map((l) => [l.top_m, l.bottom_m])).toEqual([
      [0, 4 * FT],
      [4 * FT, 10 * FT],
      [10 * FT, 25 * FT],
    ]);
    // above the water table γ' is the total weight; below, γ' + γ_w (9810 N/m³, the default)
    close(layers[0]!.gamma_N_per_m3, 115 * PCF);
    close(layers[1]!.gamma_N_per_m3, 57.6 * PCF + 9810);
    close(layers[2]!.gamma_N_per_m3, 62.6 * PCF + 9810);
    expect(read.ok && read.warnings).toEqual([
      'unit weights: the table gives effective unit weights (sheet Parameters, column D); PileWise takes total ones and takes off γw below the water table itself, so γw is added to those below it (Sand (row 4), Sand (row 5)) and the others are taken as given: engineer to confirm',
      "vertical table basis: allowable, from its headers ('Allowable skin friction uplift (psf)', 'Allowable skin friction compression (psf)', sheet Parameters row 2); the design takes the values as allowable and applies no further factor",
    ]);

    // γ_w as the workbook gives it: 57.6 + 62.4 = 120 pcf
    const withGammaW = PARSERS.geotech(
      await book({ Parameters: [...rows, ['Unit weight of water (pcf)', 62.4]] }),
      'b1.xlsx',
    );
    close(layersOf(withGammaW)[1]!.gamma_N_per_m3, 120 * PCF);

    // no groundwater: every γ' is the total weight
    const dry = PARSERS.geotech(
      await book({ Parameters: [...rows.slice(0, -1), ['Groundwater', 'Not encountered to 25 ft']] }),
      'b1.xlsx',
    );
    expect(layersOf(dry).map((l) => l.gamma_N_per_m3! / PCF)).toEqual(
      [115, 57.6, 62.6].map((g) => expect.closeTo(g, 9)),
    );
    expect((groupsOf(dry).soil as { waterTableDepth_m: unknown }).waterTableDepth_m).toBeNull();

    // the water table they were made total with goes with the read (kept with the workbook),
    // so that a later change of it can be told; a table of total weights has none
    expect(read.ok && read.effectiveWeightsWaterTable_m).toBeCloseTo(4 * FT, 12);
    expect(dry.ok && dry.effectiveWeightsWaterTable_m).toBeNull();
    const total = PARSERS.geotech(
      await book({
        Parameters: rows.map((r) => r.map((c) => (c === 'Effective unit weight (pcf)' ? 'Gamma (pcf)' : c))),
      }),
      'b1.xlsx',
    );
    expect(total.ok && 'effectiveWeightsWaterTable_m' in total).toBe(false);
  });

  it('reads headers with the symbol after the name, as report tables write them; a symbol that changes the quantity is not dropped', async () => {
    const wb = await book({
      'Table 3': [
        [
          'Depth (ft)',
          'Soil Type',
          'Total Unit Weight, γt (pcf)',
          "Friction Angle, φ' (deg)",
          'Undrained Shear Strength, Su (psf)',
          'Strain, ε50',
          'Subgrade Modulus, k (pci)',
          'RQD, end (%)',
        ],
        ['0 - 5', 'Stiff clay without free water', 120, null, 1500, 0.007, null, null],
        ['5 - 20', 'API sand', 125, 34, null, null, 90, 50],
      ],
    });
    const layers = (
      groupsOf(PARSERS.geotech(wb, 'symbols.xlsx')).soil as { layers: Record<string, number>[] }
    ).layers;
    close(layers[0]!.gamma_N_per_m3, 120 * PCF);
    close(layers[0]!.cu_Pa, 1500 * PSF);
    expect(layers[0]!.eps50).toBe(0.007);
    expect(layers[1]!.phiDeg).toBe(34);
    // 90 pci = 90 lbf/in³ = 90 × 4.4482216152605 N / 0.0254³ m³
    close(layers[1]!.k_N_per_m3, (90 * 4.4482216152605) / 0.0254 ** 3);
    // 'RQD, end' is RQD end, not RQD (start) with its symbol dropped
    expect([layers[1]!.rqdStart_pct, layers[1]!.rqdEnd_pct]).toEqual([undefined, 50]);

    // 'Unit Weight, γsub' is not the total unit weight: the table has no Gamma
    const sub = await book({
      Soil: [
        ['Soil type', 'Depth (ft)', 'Unit Weight, γsub (pcf)'],
        ['API sand', '0 - 5', 60],
      ],
    });
    expect(issuesOf(PARSERS.geotech(sub, 's.xlsx'))[0]!.message).toMatch(
      /^soil layer table: missing column 'Gamma'/,
    );
  });

  it('refuses a soil type cell that is TRUE (neither a name nor a number), and a unit weight too large once in N/m³', async () => {
    const wb = await book({
      Soil: [
        ['Soil name', 'Soil type', 'Top (ft)', 'Bottom (ft)', 'Gamma (pcf)', 'Phi (deg)'],
        ['Sand', 1, 0, 10, 1e307, 32],
        ['Sand', 1, 10, 20, 120, 32],
      ],
    });
    wb.getWorksheet('Soil')!.getCell('B3').value = true;
    const messages = issuesOf(PARSERS.geotech(wb, 'g.xlsx')).map((i) => `${i.row}${i.column}: ${i.message}`);
    expect(messages).toContain("2E: 'Gamma (pcf)': '1e+307' is too large a number to design with");
    expect(messages.some((m) => m.startsWith('3B:'))).toBe(true);
  });

  it('tells an LPILE p-y model PileWise does not have from a name it cannot read', async () => {
    const wb = await book({
      Soil: [
        ['Soil type', 'Layer end (ft)', 'Gamma (pcf)'],
        ['Massive Rock', 10, 150],
        ['peat', 20, 90],
      ],
    });
    expect(issuesOf(PARSERS.geotech(wb, 'm.xlsx')).map((i) => [i.row, i.message])).toEqual([
      [
        2,
        "'Massive Rock' is an LPILE p-y model PileWise does not have: choose the nearest of its soil types (1–10) for this layer, and say why in the project's notes",
      ],
      [3, "'peat' is not a soil type (1–10, or a name such as 'API Sand' or LPILE's 'API Sand (O'Neill)')"],
    ]);
  });

  it("refuses a vertical table's depths that start at grade: they are the rows' tops, and each row needs its bottom", async () => {
    const wb = await book({
      Soil: [
        ['Soil type', 'Layer end (ft)', 'Gamma (pcf)', 'Phi (deg)'],
        ['API sand', 20, 110, 30],
      ],
      Vertical: [
        ['Depth (ft)', 'Skin friction up (psf)', 'Skin friction down (psf)'],
        [0, 0, 0],
        [5, 200, 300],
      ],
    });
    expect(issuesOf(PARSERS.geotech(wb, 'tops.xlsx'))).toEqual([
      {
        file: 'tops.xlsx',
        sheet: 'Vertical',
        row: 2,
        column: 'A',
        message:
          "'0' is grade: this column reads as the depth each row goes down to, and these depths look like the rows' tops; write each row's range ('0 - 5') or its bottom depth",
      },
    ]);
  });

  it('refuses effective unit weights without the water table, and a layer across it; a total unit weight is taken before them', async () => {
    const table = (gammaHeaders: string[], weights: number[][]): Rows => [
      ['Soil type', 'Top (ft)', 'Bottom (ft)', ...gammaHeaders, 'Phi (deg)'],
      [1, 0, 5, ...weights[0]!, 32],
      [1, 5, 20, ...weights[1]!, 34],
    ];
    for (const header of [
      'Effective unit weight (pcf)',
      "γ' (pcf)",
      "Unit Weight, γ' (pcf)",
      'Unit weight (effective) (pcf)',
    ]) {
      const noWater = await book({ Soil: table([header], [[115], [60]]) });
      expect(issuesOf(PARSERS.geotech(noWater, 'e.xlsx'))).toEqual([
        {
          file: 'e.xlsx',
          sheet: 'Soil',
          row: 1,
          column: 'D',
          message: `'${header}': effective unit weights are read with the water table depth (γ' + γw below it): add a 'Water table depth' row, or 'Water table | none'`,
        },
      ]);
    }
    const across = await book({
      Soil: [...table(['Effective unit weight (pcf)'], [[115], [60]]), [], ['Water table depth (ft)', 8]],
    });
    expect(issuesOf(PARSERS.geotech(across, 'e.xlsx'))).toEqual([
      {
        file: 'e.xlsx',
        sheet: 'Soil',
        row: 3,
        column: 'D',
        message:
          "'Effective unit weight (pcf)': the layer goes across the water table, where its effective unit weight changes: split it at the water table",
      },
    ]);
    const both = await book({
      Soil: [
        ...table(
          ['Total Unit Weight, γt (pcf)', 'Effective unit weight (pcf)'],
          [
            [115, 115],
            [122, 59.6],
          ],
        ),
        [],
        ['Water table depth (ft)', 5],
      ],
    });
    const layers = (groupsOf(PARSERS.geotech(both, 'e.xlsx')).soil as { layers: Record<string, number>[] })
      .layers;
    close(layers[1]!.gamma_N_per_m3, 122 * PCF);
  });

  it('names the sheet, row and column of every cell it cannot read, and reads nothing then', async () => {
    const wb = await book({
      Soil: [
        ['Soil name', 'Soil type', 'Top (ft)', 'Bottom (ft)', 'Gamma (pcf)', 'Cu (furlongs)'],
        ['A', 4, 0, 'three', 115, 1],
        ['B', 'peat', 3, 6, 110, 1],
      ],
    });
    const issues = issuesOf(PARSERS.geotech(wb, 'bad.xlsx'));
    expect(issues).toEqual([
      {
        file: 'bad.xlsx',
        sheet: 'Soil',
        row: 1,
        column: 'F',
        message: "'Cu (furlongs)': unknown unit 'furlongs' (use psf, ksf, tsf, psi, ksi, Pa, kPa, MPa)",
      },
    ]);
    const wb2 = await book({
      Soil: [
        ['Soil name', 'Soil type', 'Top (ft)', 'Bottom (ft)', 'Gamma (pcf)'],
        ['A', 4, 0, 'three', 115],
        ['B', 'peat', 3, 6, 110],
      ],
    });
    expect(issuesOf(PARSERS.geotech(wb2, 'bad.xlsx'))).toEqual([
      {
        file: 'bad.xlsx',
        sheet: 'Soil',
        row: 2,
        column: 'D',
        message: "'Bottom (ft)': 'three' is not a number",
      },
      {
        file: 'bad.xlsx',
        sheet: 'Soil',
        row: 3,
        column: 'B',
        message:
          "'peat' is not a soil type (1–10, or a name such as 'API Sand' or LPILE's 'API Sand (O'Neill)')",
      },
    ]);
  });

  it('refuses a missing column, a header without a unit and more than 10 layers', async () => {
    const missing = await book({
      Soil: [
        ['Soil name', 'Soil type', 'Bottom (ft)'],
        ['A', 1, 3],
      ],
    });
    expect(issuesOf(PARSERS.geotech(missing, 'm.xlsx'))).toEqual([
      {
        file: 'm.xlsx',
        sheet: 'Soil',
        row: 1,
        column: null,
        message:
          "soil layer table: missing column 'Gamma' in the header row (the total unit weight; or 'Effective unit weight' with the water table depth)",
      },
    ]);
    const noUnit = await book({
      Soil: [
        ['Soil type', 'Bottom', 'Gamma (pcf)'],
        [1, 3, 120],
      ],
    });
    expect(issuesOf(PARSERS.geotech(noUnit, 'u.xlsx'))[0]).toMatchObject({
      row: 1,
      column: 'B',
      message: expect.stringMatching(/names no unit/),
    });
    const eleven = await book({
      Soil: [
        ['Soil type', 'Bottom (m)', 'Gamma (kN/m3)', 'Phi (deg)'],
        ...Array.from({ length: 11 }, (_, i) => [1, i + 1, 18, 30]),
      ],
    });
    expect(issuesOf(PARSERS.geotech(eleven, 'e.xlsx'))).toEqual([
      {
        file: 'e.xlsx',
        sheet: 'Soil',
        row: 12,
        column: null,
        message: '11 soil layers: at most 10 are allowed (spec §5); this row is layer 11',
      },
    ]);
  });
});

describe('geotechnical workbook: depths as a report tabulates them', () => {
  it("reads layers and the vertical table from one 'Depth' column of ranges, an LPILE model column and a water table written with its unit", async () => {
    const wb = await book({
      'LPILE Parameters': [
        ['Table 5. Recommended LPILE Parameters, Boring B-3'],
        [],
        [
          'Depth (ft)',
          'LPILE Soil Model',
          'Total Unit Weight (lbs/ft³)',
          'Friction Angle (deg)',
          'Undrained Shear Strength (psf)',
          'ε50',
          'k (pci)',
        ],
        ['0 - 3', 'Sand (Reese)', 115, 30, null, null, 25],
        ['3–8', 'Stiff Clay without Free Water (Reese)', 120, null, 2000, 0.007, 500],
        ['8 to 20 (EOB)', 'Sand (Reese)', 125, 36, null, null, 125], // a note after the range is passed over
        [],
        ['Groundwater depth', '12 ft'],
      ],
      Axial: [
        ['Table 6. Allowable Skin Friction'],
        // depths below ground surface; end bearing in kips/ft² (8 ksf = 8,000 psf)
        [
          'Depth (ft bgs)',
          'Skin Friction (uplift) (psf)',
          'Skin Friction (compression) (psf)',
          'End Bearing (kips/ft²)',
        ],
        ['0 - 3', 0, 0, 0],
        ['3 - 8', 250, 300, 0],
        ['8 - 20', 400, 500, 8],
      ],
    });
    const { soil, vertical } = groupsOf(PARSERS.geotech(wb, 'b3.xlsx')) as {
      soil: { layers: Record<string, unknown>[]; waterTableDepth_m: number };
      vertical: { table: Record<string, number>[] };
    };
    // 3, 8 and 20 ft = 0.9144, 2.4384 and 6.096 m
    expect(soil.layers.map((l) => [l.model, l.top_m, l.bottom_m])).toEqual([
      ['reese-sand', 0, 0.9144],
      ['stiff-clay-no-free-water', 0.9144, 2.4384],
      ['reese-sand', 2.4384, 6.096],
    ]);
    close(soil.layers[1]!.cu_Pa, 2000 * PSF);
    close(soil.layers[1]!.gamma_N_per_m3, 120 * PCF); // lbs/ft³ is pcf
    expect(soil.layers[1]!.eps50).toBe(0.007);
    close(soil.waterTableDepth_m, 12 * FT);
    expect(vertical.table.map((r) => r.bottom_m)).toEqual([0.9144, 2.4384, 6.096]);
    close(vertical.table[2]!.skinFrictionUp_Pa, 400 * PSF);
    close(vertical.table[2]!.endBearing_Pa, 8000 * PSF);
  });

  it('names a range it cannot take: a date Excel made of 3-8, an open end, a lone depth, a gap, a unit it does not know', async () => {
    const wb = await book({
      Soil: [
        ['Depth (ft)', 'Soil type', 'Gamma (pcf)', 'Phi (deg)'],
        [3, 'API Sand', 115, 30],
        ['20+', 'API Sand', 120, 34],
      ],
      Vertical: [
        ['Depth (ft)', 'Skin friction up (psf)', 'Skin friction down (psf)'],
        ['0 - 3', 200, 250],
        ['4 - 8', 300, 350],
        ['8 - 3', 300, 350],
        ['3-8', 300, 350],
      ],
      Site: [['Water table depth', '12 furlongs']],
    });
    // a cell as Excel keeps a typed 3-8 (a date)
    wb.getWorksheet('Vertical')!.getCell('A5').value = new Date(Date.UTC(2026, 2, 8));
    expect(issuesOf(PARSERS.geotech(wb, 'x.xlsx')).map((i) => [i.sheet, i.row, i.column, i.message])).toEqual(
      [
        [
          'Soil',
          2,
          'A',
          "'Depth (ft)': '3' is one depth: write the layer's range ('0 - 3'), or head the column 'Layer end' (or 'Layer start')",
        ],
        [
          'Soil',
          3,
          'A',
          "'Depth (ft)': '20+' does not say where the layer ends: write the depth it goes to ('20 - 40', the boring's end)",
        ],
        [
          'Vertical',
          3,
          'A',
          "'4 - 8' starts below where the row above ends (its bottom): the rows must follow on without a gap or an overlap",
        ],
        ['Vertical', 4, 'A', "'Depth (ft)': '8 - 3' ends above where it starts"],
        [
          'Vertical',
          5,
          'A',
          "'Depth (ft)': Excel stored this cell as a date (it reads '3-8' as 8 March): write the range with spaces ('3 - 8') or format the column as text",
        ],
        [
          'Site',
          1,
          'B',
          "'Water table depth': unknown unit 'furlongs' in '12 furlongs' (use ft, m, in, mm, cm)",
        ],
      ],
    );
  });

  it('takes the vertical table basis from headers that say it (Allowable …), unless a Table basis label says otherwise', async () => {
    const soilSheet: Rows = [
      ['Soil type', 'Layer end (ft)', 'Gamma (pcf)', 'Phi (deg)'],
      ['API Sand', 20, 120, 32],
    ];
    const vertical = (headers: string[], extra: Rows = []) =>
      book({
        Soil: soilSheet,
        Axial: [['Depth (ft)', ...headers], ['0 - 20', 300, 400, 5000], [], ...extra],
      });
    const allowable = PARSERS.geotech(
      await vertical([
        'Allowable Uplift Skin Friction (psf)',
        'Allowable Compression Skin Friction (psf)',
        'Allowable End Bearing (psf)',
      ]),
      'a.xlsx',
    );
    expect((groupsOf(allowable).vertical as { tableBasis: string }).tableBasis).toBe('allowable');
    if (!allowable.ok) return;
    expect(allowable.warnings.join('\n')).toMatch(
      /vertical table basis: allowable, from its headers \('Allowable Uplift Skin Friction \(psf\)'.*the design takes the values as allowable and applies no further factor/,
    );
    const ultimate = PARSERS.geotech(
      await vertical([
        'Ultimate Skin Friction (uplift) (psf)',
        'Ultimate Skin Friction (compression) (psf)',
        'End bearing (psf)',
      ]),
      'u.xlsx',
    );
    expect((groupsOf(ultimate).vertical as { tableBasis: string }).tableBasis).toBe('nominal');
    const labelled = PARSERS.geotech(
      await vertical(
        [
          'Allowable Uplift Skin Friction (psf)',
          'Allowable Compression Skin Friction (psf)',
          'End bearing (psf)',
        ],
        [['Table basis', 'nominal']],
      ),
      'l.xlsx',
    );
    expect((groupsOf(labelled).vertical as { tableBasis: string }).tableBasis).toBe('nominal');
    if (!labelled.ok) return;
    expect(labelled.warnings.join('\n')).toMatch(
      /nominal as its label says, though its headers read 'Allowable/,
    );
    const mixed = PARSERS.geotech(
      await vertical([
        'Allowable Uplift Skin Friction (psf)',
        'Ultimate Compression Skin Friction (psf)',
        'End bearing (psf)',
      ]),
      'm.xlsx',
    );
    expect(issuesOf(mixed).map((i) => [i.sheet, i.row, i.message])).toEqual([
      [
        'Axial',
        1,
        "vertical table: its headers mix allowable and ultimate values ('Allowable Uplift Skin Friction (psf)', 'Ultimate Compression Skin Friction (psf)'): give one basis",
      ],
    ]);
  });

  it('passes over a cell too long to be a header (a pasted note, or an upload made to be slow) and reads the table beside it', async () => {
    // 32,767 characters is the most a cell holds; brackets and digits were the slow cases of the
    // header and number patterns before
    const note = '( '.repeat(16_383);
    const wb = await book({
      Soil: [
        [note, '1'.repeat(32_000) + '-'],
        ['Soil type', 'Layer end (ft)', 'Gamma (pcf)', 'Phi (deg)', note],
        ['API Sand', 20, 120, 32, '1'.repeat(32_000) + '-'],
      ],
    });
    const { soil } = groupsOf(PARSERS.geotech(wb, 'long.xlsx')) as {
      soil: { layers: Record<string, unknown>[] };
    };
    expect(soil.layers.map((l) => [l.model, l.bottom_m, l.phiDeg])).toEqual([['api-sand', 6.096, 32]]);
  });

  it("asks for 'Layer end' or a 'Depth' column of ranges when a layer table has neither", async () => {
    const wb = await book({
      Soil: [
        ['Soil type', 'Gamma (pcf)', 'Phi (deg)'],
        ['API Sand', 115, 30],
      ],
    });
    expect(issuesOf(PARSERS.geotech(wb, 'n.xlsx'))).toEqual([
      {
        file: 'n.xlsx',
        sheet: 'Soil',
        row: 1,
        column: null,
        message:
          "soil layer table: missing column 'Layer end' in the header row (or a 'Depth' column of ranges such as '0 - 3')",
      },
    ]);
  });
});

describe('Nextracker pile head load workbook (NXT)', () => {
  it('layout 1: the template: kip and kip·ft in a Unit column, a load case per column', async () => {
    const wb = await book({
      'Pile head loads': [
        ['Pier type', 'Pier name', 'Position', 'Load height (ft)', 'Component', 'Unit', 'D', 'W0'],
        ['MP', 'Motor pier', 'exterior', 4.5, 'P', 'kip', 1.5, -3],
        ['MP', null, null, null, 'Mx', 'kip·ft', 0, 2],
        ['AP', null, 'interior', 4.4, 'P', 'kip', 1, -2],
      ],
      'Load settings': [['Reversible load cases', 'W0']],
    });
    const t = groupsOf(PARSERS.nxt(wb, 'nxt.xlsx')).tracker as {
      mode: number;
      nextracker: Record<string, unknown>;
    };
    expect(t.mode).toBe(1);
    const n = t.nextracker as {
      loadCases: string[];
      pierTypes: Record<string, unknown>[];
      rows: { values: number[] }[];
      reversibleCases: string[];
    };
    expect(n.loadCases).toEqual(['D', 'W0']);
    expect(n.pierTypes.map((p) => [p.id, p.position])).toEqual([
      ['MP', 'exterior'],
      ['AP', 'interior'],
    ]);
    close(n.pierTypes[0]!.loadHeight_m, 4.5 * FT);
    close(n.rows[0]!.values[1], -3 * KIP); // −13 344.66 N
    close(n.rows[1]!.values[1], 2 * KIP * FT); // 2 711.64 N·m
    expect(n.reversibleCases).toEqual(['W0']);
  });

  it('layout 2: metric, units in the component cell, columns reordered, synonyms, blank rows, a seismic sheet', async () => {
    const wb = await book({
      Info: [['Project X, tracker loads rev B']],
      Loads: [
        ['Nextracker NX Horizon — unfactored'],
        ['W30', 'D', 'Load component', 'Pier', 'Exterior/Interior', 'Load application height (m)', 'Notes'],
        [4, 2, 'Axial (kN)', 'SP', 'ext', 1.4, 'check'],
        [],
        [5, 0, 'Shear X (kN)', 'SP', 'ext', 1.4, null],
      ],
      'Seismic DL': [
        ['Pile #', 'Left wing exterior (kN)', 'Right wing exterior (kN)'],
        [1, 4.3, 4.45],
        [2, 3.95, null],
      ],
    });
    const g = groupsOf(PARSERS.nxt(wb, 'n.xlsx'));
    const n = (g.tracker as { nextracker: { loadCases: string[]; rows: unknown[] } }).nextracker;
    expect(n.loadCases).toEqual(['W30', 'D']);
    expect(n.rows).toEqual([
      { pierType: 'SP', component: 'P_N', values: [4000, 2000] },
      { pierType: 'SP', component: 'Vx_N', values: [5000, 0] },
    ]);
    expect(g.seismicPierLoadTable).toEqual({ lw_ext: [4300, 3950], rw_ext: [4450] });
  });

  it('layout 3: lb and lb-ft, text numbers with thousands separators, blank cells are zero', async () => {
    const wb = await book({
      Sheet1: [
        ['Pier ID', 'Tracker position', 'Height of load (in)', 'Action', 'Units', 'Dead', 'Wind'],
        ['A', 'Interior', 54, 'Vertical', 'lb', '1,200', null],
        ['A', 'Interior', 54, 'Moment X', 'lb-ft', null, 300],
      ],
    });
    const n = (
      groupsOf(PARSERS.nxt(wb, 'n.xlsx')).tracker as {
        nextracker: { pierTypes: Record<string, number>[]; rows: { values: number[] }[] };
      }
    ).nextracker;
    close(n.pierTypes[0]!.loadHeight_m, 54 * 0.0254);
    close(n.rows[0]!.values[0], 1200 * 4.4482216152605);
    expect(n.rows[0]!.values[1]).toBe(0);
    close(n.rows[1]!.values[1], 300 * 4.4482216152605 * FT);
  });

  it('names bad cells: a component, a unit, text in a load case', async () => {
    const wb = await book({
      L: [
        ['Pier type', 'Position', 'Load height (ft)', 'Component', 'Unit', 'D'],
        ['A', 'exterior', 4, 'Torsion', 'kip', 1],
        ['A', 'exterior', 4, 'P', 'tonnes', 1],
        ['A', 'exterior', 4, 'Vx', 'kip', 'n/a'],
      ],
    });
    expect(issuesOf(PARSERS.nxt(wb, 'n.xlsx'))).toEqual([
      {
        file: 'n.xlsx',
        sheet: 'L',
        row: 2,
        column: 'D',
        message: "'Torsion' is not a load component (P, Vx, Vy, Mx, My)",
      },
      {
        file: 'n.xlsx',
        sheet: 'L',
        row: 3,
        column: 'E',
        message: "'tonnes' is not a force unit (lb, kip, N, kN)",
      },
      { file: 'n.xlsx', sheet: 'L', row: 4, column: 'F', message: "'D': 'n/a' is not a number" },
    ]);
  });

  it('refuses a load too large for a number once in newtons (1e308 kip is Infinity N), naming the cell', async () => {
    const wb = await book({
      L: [
        ['Pier type', 'Position', 'Load height (ft)', 'Component', 'Unit', 'D'],
        ['A', 'exterior', 4, 'P', 'kip', 1e308],
        ['A', 'exterior', 4, 'Vx', 'lb', 1e308],
      ],
    });
    // 1e308 × 4448.22 N overflows; 1e308 × 4.448 N is 4.4e308, over the largest double (1.8e308)
    expect(issuesOf(PARSERS.nxt(wb, 'n.xlsx'))).toEqual([
      {
        file: 'n.xlsx',
        sheet: 'L',
        row: 2,
        column: 'F',
        message: "'D': '1e+308' is too large a number to design with",
      },
      {
        file: 'n.xlsx',
        sheet: 'L',
        row: 3,
        column: 'F',
        message: "'D': '1e+308' is too large a number to design with",
      },
    ]);
  });
});

describe('Array Tech ground force workbook (ATT)', () => {
  it('layout 1: the template: a row per pier, case and height; column selection rows', async () => {
    const wb = await book({
      'Ground forces': [
        [
          'Pier type',
          'Pier name',
          'Load case',
          'Pile height (ft)',
          'Axial (kip)',
          'Shear X (kip)',
          'Moment X at grade (kip·ft)',
        ],
        ['PDP', 'Perimeter DP', 'W', 4, -3, 2, 10],
        ['PDP', 'Perimeter DP', 'W', 6, -3.2, 2.2, 14],
        ['PDP', 'Perimeter DP', 'D', 4, 1.2, 0, 0],
      ],
      'Load settings': [
        ['Axial (P) column', 'Axial'],
        ['Moment X (Mx) column', 'Moment X at grade'],
        ['Interpolate heights', 'no'],
      ],
    });
    const t = groupsOf(PARSERS.att(wb, 'a.xlsx')).tracker as {
      mode: number;
      ati_pier_loads: Record<string, unknown>;
    };
    expect(t.mode).toBe(4);
    const a = t.ati_pier_loads as {
      groundForceTables: {
        loadCase: string;
        columns: string[];
        rows: { pileHeight_m: number; values: number[] }[];
      }[];
      selectedColumns: Record<string, string>;
      interpolate_heights: boolean;
    };
    expect(a.groundForceTables.map((g) => [g.loadCase, g.rows.length])).toEqual([
      ['W', 2],
      ['D', 1],
    ]);
    expect(a.groundForceTables[0]!.columns).toEqual(['Axial (N)', 'Shear X (N)', 'Moment X at grade (N·m)']);
    // Shear X is found by its name; Axial and Moment X by the selection rows.
    expect(a.selectedColumns).toEqual({
      P_N: 'Axial (N)',
      Vx_N: 'Shear X (N)',
      Mx_Nm: 'Moment X at grade (N·m)',
    });
    close(a.groundForceTables[0]!.rows[1]!.pileHeight_m, 6 * FT);
    close(a.groundForceTables[0]!.rows[1]!.values[2], 14 * KIP * FT);
    expect(a.interpolate_heights).toBe(false);
  });

  it('layout 2: metric, synonyms, columns in another order, extra sheets and blank rows', async () => {
    const wb = await book({
      Readme: [['Ground force tables from ATI, rev 3']],
      GF: [
        [],
        ['Moment Y [kN·m]', 'Axial [kN]', 'Case', 'Pier', 'Height [m]', 'Shear Y [kN]'],
        [0.5, 10, 'W', 'X1', 1.5, 1],
        [],
        [0.7, 11, 'W', 'X1', 2, 1.2],
      ],
    });
    const a = (groupsOf(PARSERS.att(wb, 'a.xlsx')).tracker as { ati_pier_loads: Record<string, unknown> })
      .ati_pier_loads;
    expect(a).toEqual({
      groundForceTables: [
        {
          pierType: 'X1',
          loadCase: 'W',
          columns: ['Moment Y (N·m)', 'Axial (N)', 'Shear Y (N)'],
          rows: [
            { pileHeight_m: 1.5, values: [500, 10000, 1000] },
            { pileHeight_m: 2, values: [700, 11000, 1200] },
          ],
        },
      ],
      selectedColumns: { P_N: 'Axial (N)', Vy_N: 'Shear Y (N)', My_Nm: 'Moment Y (N·m)' },
    });
  });

  it('layout 3: lb and kip-in; a column with no unit is named', async () => {
    const wb = await book({
      S: [
        ['Pier type', 'Load case', 'Pile height (in)', 'P (lb)', 'Mx (kip-in)', 'Remarks', 'Torque'],
        ['T', 'D', 60, 1000, 12, 'ok', 3],
      ],
    });
    expect(issuesOf(PARSERS.att(wb, 'a.xlsx'))).toEqual([
      {
        file: 'a.xlsx',
        sheet: 'S',
        row: 1,
        column: 'G',
        message: "'Torque' names no unit: write it in brackets, e.g. 'Torque (kip)' or 'Torque (kip·ft)'",
      },
    ]);
    const fixed = await book({
      S: [
        ['Pier type', 'Load case', 'Pile height (in)', 'P (lb)', 'Mx (kip-in)', 'Remarks'],
        ['T', 'D', 60, 1000, 12, 'ok'],
      ],
    });
    const a = (
      groupsOf(PARSERS.att(fixed, 'a.xlsx')).tracker as {
        ati_pier_loads: { groundForceTables: { rows: { values: number[] }[] }[] };
      }
    ).ati_pier_loads;
    close(a.groundForceTables[0]!.rows[0]!.values[0], 1000 * 4.4482216152605);
    close(a.groundForceTables[0]!.rows[0]!.values[1], 12 * KIP * 0.0254);
  });
});

describe('Nevados pier load workbook (NDT)', () => {
  it('layout 1: the template with its settings sheet', async () => {
    const wb = await book({
      'Pier loads': [
        ['Pier', 'Load case', 'Axial (kip)', 'Transverse shear (kip)', 'Load height (ft)'],
        ['STD', 'W', 2, 1.25, 4.1],
      ],
      'Load settings': [
        ['Axial positive', 'tension'],
        ['Transverse is strong axis', 'yes'],
      ],
    });
    const n = (groupsOf(PARSERS.ndt(wb, 'n.xlsx')).tracker as { nevados: Record<string, unknown> })
      .nevados as { rows: Record<string, number>[]; axialPositive: string };
    expect(n.axialPositive).toBe('tension');
    close(n.rows[0]!.axial_N, 2 * KIP);
    close(n.rows[0]!.transverseShear_N, 1.25 * KIP);
    expect(n.rows[0]!.longitudinalShear_N).toBeUndefined();
  });

  it('layout 2: metric, synonyms, reordered, settings above the table on the same sheet', async () => {
    const wb = await book({
      Cover: [['Nevados terrain-following tracker']],
      Data: [
        ['Positive axial is', 'compression'],
        [],
        ['Height of load [m]', 'M transverse [kN·m]', 'Case', 'Pier ID', 'Axial force [kN]'],
        [1.25, 0.3, 'W', 'A', 9.2],
        [],
      ],
    });
    const n = (groupsOf(PARSERS.ndt(wb, 'n.xlsx')).tracker as { nevados: unknown }).nevados;
    expect(n).toEqual({
      rows: [{ pier: 'A', loadCase: 'W', axial_N: 9200, transverseMoment_Nm: 300, loadHeight_m: 1.25 }],
      axialPositive: 'compression',
    });
  });

  it('layout 4: units in a row of their own under the headers, kip and kip-ft', async () => {
    const wb = await book({
      Loads: [
        ['Pier ID', 'Load case', 'Axial', 'Transverse moment', 'Load height'],
        [null, null, 'kip', '[kip-ft]', '(ft)'],
        ['A', 'W', 2, 0.5, 4],
      ],
    });
    const n = (
      groupsOf(PARSERS.ndt(wb, 'n.xlsx')).tracker as { nevados: { rows: Record<string, unknown>[] } }
    ).nevados;
    expect(n.rows).toHaveLength(1);
    close(n.rows[0]!.axial_N, 2 * KIP);
    close(n.rows[0]!.transverseMoment_Nm, 0.5 * KIP * FT);
    close(n.rows[0]!.loadHeight_m, 4 * FT);
  });

  it('layout 3: lb, lb-ft and inches; text in a number cell is named', async () => {
    const wb = await book({
      X: [
        ['Pier type', 'Load case', 'Axial (lb)', 'Longitudinal moment (lb-ft)', 'Load height (in)'],
        ['A', 'D', -3900, 0, 50],
        ['A', 'W', 'heavy', 100, 50],
      ],
    });
    expect(issuesOf(PARSERS.ndt(wb, 'n.xlsx'))).toEqual([
      { file: 'n.xlsx', sheet: 'X', row: 3, column: 'C', message: "'Axial (lb)': 'heavy' is not a number" },
    ]);
  });
});

describe('opening an upload', () => {
  it('tells a non-workbook, a damaged one, an old .xls and a password-protected one apart by their bytes', async () => {
    expect(await openWorkbook(new TextEncoder().encode('Soil,Type\n'))).toEqual({
      ok: false,
      message: 'this is not an Excel workbook (.xlsx)',
    });
    const good = new Uint8Array(await new ExcelJS.Workbook().xlsx.writeBuffer());
    const damaged = good.slice(0, Math.floor(good.length / 2));
    expect(await openWorkbook(damaged)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/damaged|no sheets/),
    });
    const ole = new Uint8Array(600);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await openWorkbook(ole)).toMatchObject({ ok: false, message: expect.stringMatching(/\.xls/) });
    ole.set(Buffer.from('EncryptedPackage', 'utf16le'), 100);
    expect(await openWorkbook(ole)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/password-protected/),
    });
  });
});
