import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api/imports-api';
import { isSalesMode } from './sales-mode';

describe('Sales mode', () => {
  it("is the project's user_mode when it has one, else the user's mode", () => {
    expect(isSalesMode({ design: {} }, { userType: 'Sales' })).toBe(true);
    expect(isSalesMode({ design: {} }, { userType: 'Engineer' })).toBe(false);
    expect(isSalesMode({ design: { user_mode: 'Sales' } }, { userType: 'Engineer' })).toBe(true);
    expect(isSalesMode({ design: { user_mode: 'Engineer' } }, { userType: 'Sales' })).toBe(false);
  });
});

describe('download names', () => {
  it('takes filename* (UTF-8) first, then filename, else the fallback', () => {
    expect(
      fileNameOf(`attachment; filename="M_ller.xlsx"; filename*=UTF-8''M%C3%BCller%20inputs.xlsx`, 'x'),
    ).toBe('Müller inputs.xlsx');
    expect(fileNameOf('attachment; filename="a b.csv"', 'x')).toBe('a b.csv');
    expect(fileNameOf(null, 'inputs.xlsx')).toBe('inputs.xlsx');
  });
});
