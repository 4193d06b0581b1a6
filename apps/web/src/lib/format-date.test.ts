// The app's three ways to write a date (format-date.ts). Noon UTC is the same day in every time
// zone from UTC−11 to UTC+11, so the day is asserted whatever the machine's zone.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate } from './format-date';

describe('dates', () => {
  const noon = '2026-11-23T12:00:00.000Z';
  it('reads a moment with its time, a day in a table, and a day in a sentence', () => {
    expect(formatDateTime(noon)).toMatch(/^Nov 23, 2026, \d{1,2}:\d{2}\s(AM|PM)$/);
    expect(formatDate(noon)).toBe('Nov 23, 2026');
    expect(formatLongDate(noon)).toBe('November 23, 2026');
  });
});
