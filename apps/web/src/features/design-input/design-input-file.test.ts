import { describe, expect, it } from 'vitest';
import { designInputFileName, MAX_DESIGN_INPUT_BYTES, readDesignInputFile } from './design-input-file';

describe('reading a design input file', () => {
  it('reads a .json file', async () => {
    const file = new File(['{"project":{"name":"A"}}'], 'input.json', { type: 'application/json' });
    await expect(readDesignInputFile(file)).resolves.toEqual({ ok: true, json: { project: { name: 'A' } } });
  });

  it('accepts a .json name whatever type the system gave it', async () => {
    const file = new File(['[1]'], 'INPUT.JSON', { type: '' });
    await expect(readDesignInputFile(file)).resolves.toEqual({ ok: true, json: [1] });
  });

  it('refuses a file that is not JSON', async () => {
    const file = new File(['a,b'], 'soil.csv', { type: 'text/csv' });
    const r = await readDesignInputFile(file);
    expect(r).toEqual({ ok: false, message: expect.stringContaining('“soil.csv” is not a JSON file') });
  });

  it('refuses a file over 2 MB', async () => {
    const big = new File(['x'.repeat(MAX_DESIGN_INPUT_BYTES + 1)], 'big.json', { type: 'application/json' });
    const r = await readDesignInputFile(big);
    expect(r).toEqual({ ok: false, message: '“big.json” is 2.0 MB; a design input may be at most 2 MB.' });
    const edge = new File([`"${'x'.repeat(MAX_DESIGN_INPUT_BYTES - 2)}"`], 'edge.json');
    expect((await readDesignInputFile(edge)).ok).toBe(true);
  });

  it('says when the text is not valid JSON', async () => {
    const file = new File(['{"project": '], 'broken.json', { type: 'application/json' });
    const r = await readDesignInputFile(file);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^“broken\.json” is not valid JSON \(/);
  });

  it('names the download after the project', () => {
    expect(designInputFileName('Mesa Verde Solar (100 MW)')).toBe(
      'mesa-verde-solar-100-mw-design-input.json',
    );
    expect(designInputFileName('')).toBe('project-design-input.json');
  });
});
