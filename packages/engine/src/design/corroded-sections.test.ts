import { describe, expect, it } from 'vitest';
import { sectionByName } from '../sections/catalog';
import { pipeSection } from '../sections/pipe';
import { corrodedSections } from './search';
import type { DesignSettings } from './design-problem';

// Only the fields corrodedSections reads; the rest of a design's settings plays no part here.
const settingsWith = (lossPerFace_m: number) =>
  ({
    sections: [sectionByName('W6x9'), pipeSection({ od_m: 0.2191, t_m: 0.00635 }, 'PIPE 8 STD')],
    corrosion: { lossPerFace_m },
  }) as unknown as DesignSettings;

describe('the search corrodes every candidate section, pipes included', () => {
  it('W6x9 and a pipe both get a reduced section for 0.5 mm per face', () => {
    const corroded = corrodedSections(settingsWith(0.0005));
    const w = corroded(0);
    const pipe = corroded(1);
    expect(w.section!.A_m2).toBeLessThan(sectionByName('W6x9').A_m2);
    expect(pipe.section!.shape).toBe('pipe');
    expect(pipe.section!.tf_m).toBeCloseTo(0.00535, 9); // t − 2x
  });

  it('a loss that eats the pipe wall is reported, not thrown', () => {
    const pipe = corrodedSections(settingsWith(0.0033))(1);
    expect(pipe.section).toBeNull();
    expect(pipe.problem).toMatch(/consumes the wall of PIPE 8 STD/);
  });
});
