import { describe, expect, it } from 'vitest';
import { preferredWait_s } from './prefer-wait';

describe('preferredWait_s (RFC 7240 Prefer: wait)', () => {
  it('reads wait among other preferences, in any case, quoted or with parameters', () => {
    expect(preferredWait_s('wait=10')).toBe(10);
    expect(preferredWait_s('respond-async, WAIT=5')).toBe(5);
    expect(preferredWait_s('return=minimal; foo="bar", wait="7"')).toBe(7);
    expect(preferredWait_s(['handling=lenient', 'wait=0'])).toBe(0);
    expect(preferredWait_s(' wait = 3 ;x=y')).toBe(3);
  });

  it('ignores what is not a wait in delta-seconds (a preference never fails a request)', () => {
    expect(preferredWait_s(undefined)).toBeNull();
    expect(preferredWait_s('')).toBeNull();
    expect(preferredWait_s('respond-async')).toBeNull();
    expect(preferredWait_s('wait')).toBeNull();
    expect(preferredWait_s('wait=-1')).toBeNull();
    expect(preferredWait_s('wait=2.5')).toBeNull();
    expect(preferredWait_s('wait=abc')).toBeNull();
    expect(preferredWait_s('waiting=4')).toBeNull();
    expect(preferredWait_s('wait=99999999999')).toBeNull();
  });
});
