import { describe, expect, it } from 'vitest';
import { smallDesignResult } from '../../testing/runs';
import { profileChartLabel, profileChartOption, tooltipText } from './profile-chart-options';

describe('profile charts against depth', () => {
  const hape = smallDesignResult().piers[1]!;
  const strong = hape.profiles.strong!;

  it('four panels with their units, depth increasing downward from the reveal to the toe', () => {
    const option = profileChartOption(hape, 'imperial');
    expect(option.xAxis.map((a) => a.name)).toEqual([
      'Deflection (in)',
      'Bending moment (kip·ft)',
      'Shear force (kip)',
      'Soil reaction (kip/ft)',
    ]);
    expect(option.yAxis.every((a) => a.inverse)).toBe(true);
    expect(option.yAxis[0]!.name).toBe('Depth (ft)');
    // From the round foot above the head (4.49 ft above grade) to the one below the toe (14.76 ft).
    expect(-hape.pileHeight_m / 0.3048).toBeCloseTo(-4.49, 2);
    expect(Math.max(hape.embedment_m, ...strong.profile.z_m) / 0.3048).toBeCloseTo(14.76, 2);
    expect(option.yAxis[0]!.min).toBe(-5);
    expect(option.yAxis[0]!.max).toBe(15);
    expect(profileChartOption(hape, 'metric').yAxis[0]).toMatchObject({ min: -1.5, max: 4.5 });
    // Only the strong axis has a profile in this pier's governing combination: one line per panel.
    expect(option.series.map((s) => [s.name, s.xAxisIndex])).toEqual([
      ['Strong axis', 0],
      ['Strong axis', 1],
      ['Strong axis', 2],
      ['Strong axis', 3],
    ]);
    expect(option.series.every((s) => s.markLine?.data[0]?.yAxis === 0)).toBe(true);
  });

  it('plots the engine profiles converted to the project units', () => {
    const option = profileChartOption(hape, 'metric');
    const moment = option.series[1]!.data;
    const p = strong.profile;
    expect(moment).toHaveLength(p.z_m.length);
    const k = Math.floor(p.z_m.length / 2);
    expect(moment[k]![0]).toBeCloseTo(p.moment_Nm[k]! / 1000, 9);
    expect(moment[k]![1]).toBeCloseTo(p.z_m[k]!, 9);
    const deflection = option.series[0]!.data;
    expect(deflection[0]![0]).toBeCloseTo(p.deflection_m[0]! * 1000, 9);
    expect(deflection[0]![1]).toBeCloseTo(p.z_m[0]!, 9);
    // The head is above grade (negative depth).
    expect(deflection[0]![1]).toBeLessThan(0);
  });

  it('says what the charts show, and reads out the values at a depth', () => {
    expect(profileChartLabel(hape, 'imperial')).toBe(
      `Deflection, bending moment, shear force and soil reaction against depth for HAPE at pile height 4.5 ft, ` +
        `strong axis, combination ${hape.profiles.combination}`,
    );
    const text = tooltipText(
      [
        { seriesIndex: 0, seriesName: 'Strong axis', value: [0.123456, 2.5] },
        { seriesIndex: 1, seriesName: 'Strong axis', value: [-4.56789, 2.5] },
      ],
      1,
      'imperial',
    );
    expect(text).toBe(
      'Depth 2.50 ft<br/>Deflection, Strong axis: 0.123 in<br/>Bending moment, Strong axis: -4.57 kip·ft',
    );
  });
});
