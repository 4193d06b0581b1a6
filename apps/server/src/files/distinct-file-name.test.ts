import { describe, expect, it } from 'vitest';
import { distinctFileName } from './distinct-file-name';

describe('distinctFileName', () => {
  it('keeps a name no file has', () => {
    expect(distinctFileName('Site report rev 0.pdf', [])).toBe('Site report rev 0.pdf');
    expect(distinctFileName('Site report rev 0.pdf', ['Site report rev 1.pdf'])).toBe(
      'Site report rev 0.pdf',
    );
  });

  it('numbers a taken name before its extension, from 2, skipping numbers taken too', () => {
    expect(distinctFileName('a.pdf', ['a.pdf'])).toBe('a (2).pdf');
    expect(distinctFileName('a.pdf', ['a.pdf', 'a (2).pdf', 'a (4).pdf'])).toBe('a (3).pdf');
    expect(distinctFileName('no extension', ['no extension'])).toBe('no extension (2)');
    expect(distinctFileName('x.tar.gz', ['x.tar.gz'])).toBe('x.tar (2).gz');
  });

  it('never answers a taken name', () => {
    const taken = ['r.pdf', ...Array.from({ length: 50 }, (_, i) => `r (${i + 2}).pdf`)];
    const name = distinctFileName('r.pdf', taken);
    expect(taken).not.toContain(name);
    expect(name).toBe('r (52).pdf');
  });
});
