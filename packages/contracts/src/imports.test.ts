// The water table moved since a soil import made its effective unit weights total with it:
// when it is told, and what the engineer reads (1 ft = 0.3048 m).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  importDecisionsOf,
  importNotesOf,
  waterTableSinceImport,
  waterTableSinceImportMessage,
} from './imports';

const FILE = '5d0c7d1e-4b7a-4c1e-9c2a-1f7c2b9d8e01';
/** A payload as a confirmed soil import leaves it, the soil's water table then `now_m`. */
function payload(
  imported_m: number | null | undefined,
  now_m: number | null | undefined,
  more: object[] = [],
) {
  return {
    designInput: { soil: { layers: [], ...(now_m === undefined ? {} : { waterTableDepth_m: now_m }) } },
    Pile_files: [
      {
        _id: FILE,
        fileName: 'B-1.xlsx',
        kind: 'geotech',
        ...(imported_m === undefined ? {} : { effectiveWeightsWaterTable_m: imported_m }),
      },
      ...more,
    ],
  };
}

describe('waterTableSinceImport', () => {
  it('is null while the water table is the one the import used, or when the import gave total weights', () => {
    expect(waterTableSinceImport(payload(1.2192, 1.2192))).toBeNull();
    expect(waterTableSinceImport(payload(1.2192, 1.2192 + 1e-9))).toBeNull(); // 4 ft read back in metres
    expect(waterTableSinceImport(payload(null, null))).toBeNull();
    expect(waterTableSinceImport(payload(null, undefined))).toBeNull(); // no water table field: none
    expect(waterTableSinceImport(payload(undefined, 3))).toBeNull(); // total unit weights: nothing to tell
    expect(waterTableSinceImport({})).toBeNull();
  });

  it('tells a water table moved, added or removed, against the saved soil or the one given', () => {
    expect(waterTableSinceImport(payload(1.2192, 3.048))).toEqual({
      fileId: FILE,
      fileName: 'B-1.xlsx',
      imported_m: 1.2192,
      now_m: 3.048,
    });
    expect(waterTableSinceImport(payload(null, 0.5))).toMatchObject({ imported_m: null, now_m: 0.5 });
    expect(waterTableSinceImport(payload(2, null))).toMatchObject({ imported_m: 2, now_m: null });
    // the form's soil, before it is saved
    expect(waterTableSinceImport(payload(2, 2), { waterTableDepth_m: 1 })).toMatchObject({ now_m: 1 });
  });

  it('only the latest soil import counts: a later one replaced the layers the first brought', () => {
    const later = { _id: 'f2', fileName: 'B-2.xlsx', kind: 'geotech' };
    expect(waterTableSinceImport(payload(1, 3, [later]))).toBeNull();
    // a tracker load file after it does not touch the soil
    const loads = { _id: 'f3', fileName: 'loads.xlsx', kind: 'nxt' };
    expect(waterTableSinceImport(payload(1, 3, [loads]))?.fileName).toBe('B-1.xlsx');
  });
});

describe('waterTableSinceImportMessage', () => {
  const change = (imported_m: number | null, now_m: number | null) => ({
    fileId: FILE,
    fileName: 'B-1.xlsx',
    imported_m,
    now_m,
  });

  it("lowered: the layers between hold γ' + γw, read below the water table, now above it", () => {
    // 1.2192 m = 4 ft, 3.048 m = 10 ft
    expect(waterTableSinceImportMessage(change(1.2192, 3.048), 'imperial')).toBe(
      "The unit weights imported from B-1.xlsx were made total from effective ones with the water table at 4.00 ft; it is now 10.00 ft. Layers between 4.00 ft and 10.00 ft hold γ' + γw as read below the water table, and are now above it: correct their Gamma, or import the workbook again with this water table. Engineer to confirm.",
    );
    expect(waterTableSinceImportMessage(change(1.2192, null), 'metric')).toContain(
      "water table at 1.22 m; it is now none. Layers below 1.22 m hold γ' + γw as read below",
    );
  });

  it("raised: the layers between hold γ' as read above it, and γw is taken off them again", () => {
    expect(waterTableSinceImportMessage(change(3.048, 0), 'metric')).toContain(
      "at 3.05 m; it is now 0.00 m. Layers between 0.00 m and 3.05 m hold γ' as read above the water table, and are now below it, where γw is taken off again",
    );
    expect(waterTableSinceImportMessage(change(null, 1.524), 'imperial')).toContain(
      "at none; it is now 5.00 ft. Layers below 5.00 ft hold γ' as read above",
    );
  });

  it('shows more decimals where hundredths would show the two depths alike', () => {
    // 1.2192 m = 4.000 ft; 1.2207 m = 4.0049 ft
    expect(waterTableSinceImportMessage(change(1.2192, 1.2207), 'imperial')).toContain(
      'at 4.000 ft; it is now 4.005 ft',
    );
  });
});

describe('importDecisionsOf', () => {
  const note = 'unit weights: the table gives effective unit weights …: engineer to confirm';
  const withNotes = (imported_m: number, now_m: number) => {
    const p = payload(imported_m, now_m);
    return { ...p, Pile_files: [{ ...p.Pile_files[0]!, notes: [note] }] };
  };

  it("lists each workbook's notes, the soil workbook's with a water table moved since after them", () => {
    expect(importDecisionsOf(withNotes(1.2192, 1.2192), 'imperial')).toEqual([
      { fileId: FILE, fileName: 'B-1.xlsx', notes: [note] },
    ]);
    const moved = importDecisionsOf(withNotes(1.2192, 3.048), 'imperial');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.notes[0]).toBe(note);
    expect(moved[0]!.notes[1]).toMatch(/water table at 4\.00 ft; it is now 10\.00 ft\./);
  });

  it("against the soil given (a run's), not the saved one, when given; the workbook listed even without notes", () => {
    // saved at 4 ft as imported; the run had 10 ft
    expect(
      importDecisionsOf(withNotes(1.2192, 1.2192), 'metric', { waterTableDepth_m: 3.048 })[0]!.notes[1],
    ).toMatch(/at 1\.22 m; it is now 3\.05 m\./);
    expect(importDecisionsOf(payload(1.2192, 3.048), 'metric')).toEqual([
      {
        fileId: FILE,
        fileName: 'B-1.xlsx',
        notes: [expect.stringMatching(/^The unit weights imported from B-1\.xlsx/)],
      },
    ]);
  });
});

describe('a payload as any client may have saved it', () => {
  it('property: no list, entry or water table of any JSON makes them throw; what is not a reference is passed over', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (files, entry, soil) => {
        const design = {
          Pile_files: Array.isArray(files) ? [...files, entry] : files,
          ndt_files: entry,
          designInput: { soil },
        };
        expect(() => importDecisionsOf(design, 'imperial')).not.toThrow();
        expect(() => importDecisionsOf(design, 'metric', soil)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
    expect(
      importNotesOf({ Pile_files: [null, 3, 'x', [], { _id: FILE, fileName: 'B-1.xlsx', notes: ['n'] }] }),
    ).toEqual([{ fileId: FILE, fileName: 'B-1.xlsx', notes: ['n'] }]);
    expect(waterTableSinceImport({ Pile_files: {}, designInput: null })).toBeNull();
  });
});
