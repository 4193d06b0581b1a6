import { describe, expect, it } from 'vitest';
import { DEFAULT_META, metaForPath, PAGE_META } from './page-meta';

describe('page metadata', () => {
  it.each(['/sign-in', '/docs', '/terms-conditions', '/privacy-policy'])('%s has its own title', (path) => {
    expect(metaForPath(path)).toBe(PAGE_META[path]);
    expect(metaForPath(`${path}/`)).toBe(PAGE_META[path]);
    expect(metaForPath(path).title).not.toBe(DEFAULT_META.title);
  });

  it('falls back to the default elsewhere', () => {
    expect(metaForPath('/projects')).toBe(DEFAULT_META);
    expect(metaForPath('/')).toBe(DEFAULT_META);
  });
});
