import { describe, expect, it } from 'vitest';
import { SOIL_MODELS, SOIL_TYPE_MODELS } from '@pilewise/engine';
import { SOIL_TYPES } from '@pilewise/contracts';
import { soilModelFromName } from './soil-type-names';
import { SOIL_MODEL_OPTIONS } from './soil-fields';

describe('soilModelFromName', () => {
  it('reads the product’s numbers, names and labels, and the engine’s model ids', () => {
    for (const [type, model] of Object.entries(SOIL_TYPE_MODELS)) {
      expect(soilModelFromName(Number(type))).toBe(model);
      expect(soilModelFromName(` ${type} `)).toBe(model);
      expect(soilModelFromName(SOIL_TYPES[Number(type) as keyof typeof SOIL_TYPES])).toBe(model);
    }
    for (const o of SOIL_MODEL_OPTIONS) expect(soilModelFromName(o.label)).toBe(o.value);
    for (const model of SOIL_MODELS) expect(soilModelFromName(model)).toBe(model);
  });

  it('names no model for a cell that is neither text nor a number (TRUE, a date), and does not throw', () => {
    for (const cell of [true, false, null, undefined, {}, new Date(0)])
      expect(soilModelFromName(cell)).toBeNull();
  });

  it('reads LPILE’s names of the same p-y models (LPILE Technical Manual, ch. 3)', () => {
    const lpile: [string, string][] = [
      ["API Sand (O'Neill)", 'api-sand'],
      ['Sand (Reese)', 'reese-sand'],
      ['Soft Clay (Matlock)', 'soft-clay-matlock'],
      ['Clay (Matlock)', 'soft-clay-matlock'],
      ['API Soft Clay with User-defined J', 'soft-clay-matlock'],
      ['Stiff Clay with Free Water (Reese)', 'stiff-clay-free-water'],
      ['Stiff Clay w/ Free Water (Reese)', 'stiff-clay-free-water'],
      ['Stiff Clay without Free Water (Reese)', 'stiff-clay-no-free-water'],
      ['STIFF CLAY W/O FREE WATER (REESE)', 'stiff-clay-no-free-water'],
      ['Modified Stiff Clay without Free Water', 'modified-stiff-clay'],
      ['Silt (Cemented c-phi)', 'cemented-c-phi'],
      ['Cemented c-φ Soil', 'cemented-c-phi'],
      ['Weak Rock (Reese)', 'weak-rock'],
      ['Liquefied Sand (Rollins)', 'liquefied-sand'],
      ['Strong Rock (Vuggy Limestone)', 'vuggy-limestone'],
    ];
    for (const [name, model] of lpile) expect(soilModelFromName(name), name).toBe(model);
  });

  it('takes a name that could be two models, or none, as no soil type', () => {
    for (const name of ['Sand', 'Stiff clay', 'Clay', 'Rock', 'peat', '', '11', '0'])
      expect(soilModelFromName(name), name).toBeNull();
    expect(soilModelFromName(11)).toBeNull();
  });
});
