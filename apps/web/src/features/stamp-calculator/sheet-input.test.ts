// The calculator's input: the example sheet is a valid one-pile input the engine designs, the
// body names the one pile, and a blank sheet says what to fill (the engine's check, not ours).
import { describe, expect, it } from 'vitest';
import { designOnePier, parseDesignInput } from '@pilewise/engine';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { blankSheet, exampleSheet, onePile, sheetBody } from './sheet-input';

describe('stamping calculator input', () => {
  it('the example sheet parses and designs as the body names it', () => {
    const sheet = exampleSheet(structuredClone(example) as never);
    const parsed = parseDesignInput(sheet);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    const body = sheetBody(sheet, 'Row 1');
    expect(body).toMatchObject({
      pierTypeId: 'SAP',
      section: 'W6x12',
      embedment_m: 3,
      pileHeight_m: 1.37,
      title: 'Row 1',
    });
    const run = designOnePier(body.input, {
      pierTypeId: body.pierTypeId!,
      section: body.section,
      embedment_m: body.embedment_m,
      pileHeight_m: body.pileHeight_m,
    });
    expect(run.ok).toBe(true);
  });

  it('the ranges follow the one pile as it changes', () => {
    const sheet = onePile({ settings: { minSection: 'W8x10', minEmbed_m: 2.5 }, pileHeights_m: [1.2] });
    expect(sheet.settings).toMatchObject({ maxSection: 'W8x10', maxEmbed_m: 2.5, embedIncrement_m: 2.5 });
  });

  it('a blank sheet is refused by the engine for its empty soil and loads, each named', () => {
    const parsed = parseDesignInput(blankSheet('imperial'));
    expect(parsed.ok).toBe(false);
    const paths = parsed.ok ? [] : parsed.errors.map((e) => e.path);
    expect(paths).toContain('soil.layers');
  });
});
