import { describe, expect, it } from 'vitest';
import { LoadTable, PileTable } from './analysis-tables';

describe('LoadTable', () => {
  it('finds a value by its three numbers, −0 as 0 (as the text keys had it), and counts each key once', () => {
    const t = new LoadTable<string>();
    t.set(1000, -0, 250, 'a');
    expect(t.get(1000, 0, 250)).toBe('a');
    expect(t.get(1000, 0, 251)).toBeUndefined();
    expect(t.get(-1000, 0, 250)).toBeUndefined();
    t.set(1000, 0, 250, 'b');
    expect(t.size).toBe(1);
    t.set(1000, 0, -250, 'c');
    t.set(2000, 5, 250, 'd');
    expect(t.size).toBe(3);
    t.retain((v) => v !== 'b' && v !== 'd');
    expect(t.size).toBe(1);
    expect(t.get(1000, 0, -250)).toBe('c');
    expect(t.get(2000, 5, 250)).toBeUndefined();
  });
});

describe('PileTable', () => {
  const analysis = (name: string) => ({ name });

  it('keeps one entry per (height, section, embedment, axis), its key made once', () => {
    const piles = new PileTable<{ name: string }>();
    let made = 0;
    const key = () => `k${++made}`;
    const a = piles.entry(1.5, 2, 3, 'strong', key);
    expect(piles.entry(1.5, 2, 3, 'strong', key)).toBe(a);
    expect(made).toBe(1);
    expect(piles.entry(1.5, 2, 3, 'weak', key)).not.toBe(a);
    expect(piles.find(1.5, 2, 3.25, 'strong')).toBeUndefined();
    expect(piles.find(1.5, 2, 3, 'strong')).toBe(a);
  });

  it('retains a height, or the analyses a run used with the entries holding any', () => {
    const piles = new PileTable<{ name: string }>();
    const used = analysis('used');
    piles.entry(1.5, 0, 3, 'strong', () => 'a').analyses.set(1, 2, 3, used);
    piles.entry(1.5, 0, 3, 'strong', () => 'a').analyses.set(1, 2, 4, analysis('unused'));
    piles.entry(1.5, 1, 3, 'weak', () => 'b').analyses.set(1, 2, 3, analysis('unused'));
    piles.entry(2, 0, 3, 'strong', () => 'c').analyses.set(1, 2, 3, analysis('other height'));
    expect(piles.analysisCount).toBe(4);
    piles.retainHeight(1.5);
    expect(piles.analysisCount).toBe(3);
    expect(piles.find(2, 0, 3, 'strong')).toBeUndefined();
    piles.retainAnalyses((x) => x === used);
    expect(piles.analysisCount).toBe(1);
    expect(piles.find(1.5, 1, 3, 'weak')).toBeUndefined();
    expect(piles.find(1.5, 0, 3, 'strong')?.analyses.get(1, 2, 3)).toBe(used);
  });
});
