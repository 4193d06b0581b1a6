/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// @vitest-environment jsdom
// (the tooltip test parses the read-out's HTML with DOMParser)
import { describe, expect, it } from 'vitest';
import type { PierDesign } from '@pilewise/contracts';
import { smallDesignResult } from './small-design-result';
import {
  deflectionLimitLines,
  LIMIT_STYLE,
  profileChartLabel,
  profileChartOption,
  profilesAreServiceCombination,
  readOut,
  tooltipText,
} from './profile-chart-options';

type Series = ReturnType<typeof profileChartOption>['series'][number];
const isLimit = (s: Series) => s.id.startsWith('limit:');
const profiles = (option: ReturnType<typeof profileChartOption>) => option.series.filter((s) => !isLimit(s));
const limitsOf = (option: ReturnType<typeof profileChartOption>) => option.series.filter(isLimit);

describe('profile charts against depth', () => {
  const [sap, hape] = smallDesignResult().piers as [PierDesign, PierDesign];
  const strong = hape.profiles.strong!;
  /** Both axes profiled: HAPE's strong axis (deflects −) with SAP's weak one (deflects +). */
  const both: PierDesign = { ...hape, profiles: { ...hape.profiles, weak: sap.profiles.weak } };

  it('the live preview draws two panels, deflection and moment, the limits in the deflection one', () => {
    const option = profileChartOption(both, 'imperial', ['deflection_m', 'moment_Nm']);
    expect(option.grid).toHaveLength(2);
    expect(option.xAxis.map((a) => a.name)).toEqual(['Deflection (in)', 'Bending moment (kip·ft)']);
    expect(new Set(profiles(option).map((s) => s.xAxisIndex))).toEqual(new Set([0, 1]));
    const four = profileChartOption(both, 'imperial');
    // The two panels carry the same lines as the four's first two.
    expect(profiles(option).map((s) => s.data)).toEqual(
      profiles(four)
        .filter((s) => s.xAxisIndex < 2)
        .map((s) => s.data),
    );
    expect(limitsOf(option).every((s) => s.xAxisIndex === 0)).toBe(true);
    expect(limitsOf(option).length).toBe(limitsOf(four).length);
    // Only moment: no limit lines (they belong to the deflection panel).
    expect(limitsOf(profileChartOption(both, 'imperial', ['moment_Nm']))).toEqual([]);
  });

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
    expect(option.yAxis[0]).toMatchObject({ min: -5, max: 15 });
    // Labels every 2 ft (−4, −2, 0 … 14): the odd ends keep their tick, not their label.
    expect(option.yAxis[0]).toMatchObject({ minInterval: 2, maxInterval: 2 });
    expect(option.yAxis[0]!.axisLabel).toMatchObject({ showMinLabel: false, showMaxLabel: false });
    expect(profileChartOption(hape, 'metric').yAxis[0]).toMatchObject({
      min: -1.5,
      max: 4.5,
      minInterval: 1,
      maxInterval: 1,
    });
    // Only the strong axis has a profile in this pier's governing combination: one line per panel.
    expect(profiles(option).map((s) => [s.name, s.xAxisIndex])).toEqual([
      ['Strong axis', 0],
      ['Strong axis', 1],
      ['Strong axis', 2],
      ['Strong axis', 3],
    ]);
    expect(profiles(option).every((s) => 'markLine' in s && s.markLine?.data[0]?.yAxis === 0)).toBe(true);
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

  describe('deflection limits', () => {
    it('are the capacities of the axis’s deflection checks, on the side the pile deflects', () => {
      // HAPE's strong axis deflects to −: its limits are drawn at −2.00 in (Top) and −1.00 in (grade).
      expect(strong.headDeflection_m).toBeLessThan(0);
      const top = hape.checks.find((c) => c.id === 'deflection-top-strong')!;
      const grade = hape.checks.find((c) => c.id === 'deflection-grade-strong')!;
      expect([top.capacity, grade.capacity]).toEqual([0.0508, 0.0254]);
      const toe_m = Math.max(hape.embedment_m, ...strong.profile.z_m);
      expect(deflectionLimitLines(hape, 'imperial')).toEqual([
        // The Top limit over the reveal (head to grade), the grade limit over the embedment.
        {
          point: 'top',
          axes: ['strong'],
          limit_m: 0.0508,
          side: -1,
          from_m: 0,
          to_m: -hape.pileHeight_m,
          label: 'Top 2.00 in',
        },
        {
          point: 'grade',
          axes: ['strong'],
          limit_m: 0.0254,
          side: -1,
          from_m: 0,
          to_m: toe_m,
          label: 'Grade 1.00 in',
        },
      ]);
      // SAP's weak axis deflects to +; in metric, to 0.1 mm.
      expect(sap.profiles.weak!.headDeflection_m).toBeGreaterThan(0);
      expect(deflectionLimitLines(sap, 'metric').map((l) => [l.label, l.side, l.axes])).toEqual([
        ['Top 76.2 mm', 1, ['weak']],
        ['Grade 38.1 mm', 1, ['weak']],
      ]);
    });

    it('name the axis when both axes are drawn with different limits, and merge equal ones', () => {
      expect(deflectionLimitLines(both, 'imperial').map((l) => [l.label, l.side])).toEqual([
        ['Top, strong 2.00 in', -1],
        ['Top, weak 3.00 in', 1],
        ['Grade, strong 1.00 in', -1],
        ['Grade, weak 1.50 in', 1],
      ]);
      // The same limits on both axes, deflecting to the same side: one line each, for both axes.
      const same: PierDesign = {
        ...hape,
        checks: [
          ...hape.checks.filter((c) => !c.id.endsWith('-weak')),
          ...hape.checks
            .filter((c) => /^deflection-(top|grade)-strong$/.test(c.id))
            .map((c) => ({ ...c, id: c.id.replace('-strong', '-weak') })),
        ],
        profiles: { ...hape.profiles, weak: hape.profiles.strong },
      };
      expect(deflectionLimitLines(same, 'imperial').map((l) => [l.label, l.axes])).toEqual([
        ['Top 2.00 in', ['strong', 'weak']],
        ['Grade 1.00 in', ['strong', 'weak']],
      ]);
    });

    it('are dash-dot lines of their own colour on the deflection panel, with a legend entry', () => {
      const option = profileChartOption(both, 'imperial');
      const limits = limitsOf(option);
      expect(limits.map((s) => [s.name, s.xAxisIndex, s.data.map((d) => Number(d[0]!.toFixed(9)))])).toEqual([
        [LIMIT_STYLE.name, 0, [-2, -2]],
        [LIMIT_STYLE.name, 0, [3, 3]],
        [LIMIT_STYLE.name, 0, [-1, -1]],
        [LIMIT_STYLE.name, 0, [1.5, 1.5]],
      ]);
      for (const s of limits) expect(s.data[0]![0]).toBeCloseTo(s.data[1]![0]!, 12);
      // Top: from grade up to the head (4.49 ft above), labelled there; grade: down to the toe.
      expect(limits[0]!.data.map((d) => d[1])).toEqual([0, -hape.pileHeight_m / 0.3048]);
      expect(limits[2]!.data.map((d) => d[1])[1]).toBeCloseTo(Math.max(...strong.profile.z_m) / 0.3048, 9);
      expect('endLabel' in limits[0]! && limits[0].endLabel).toMatchObject({
        show: true,
        formatter: 'Top, strong 2.00 in',
      });
      // Apart from the weak axis's dashed orange line, in pattern and colour.
      const weak = profiles(option).find((s) => s.name === 'Weak axis')!;
      expect(weak.lineStyle.type).toBe('dashed');
      expect(limits[0]!.lineStyle.type).toEqual([8, 3, 2, 3]);
      expect(new Set([weak.color, profiles(option)[0]!.color, limits[0]!.color]).size).toBe(3);
      expect(option.legend.data).toEqual(['Strong axis', 'Weak axis', 'Deflection limits']);
      // Room beyond the outermost limit: a limit on a round number is not hidden by the frame.
      expect(option.xAxis[0]).toMatchObject({ boundaryGap: ['4%', '4%'] });
      // No limits (none set for the axis): no lines and no legend entry.
      const none: PierDesign = {
        ...hape,
        checks: hape.checks.filter((c) => !c.id.startsWith('deflection-')),
      };
      expect(limitsOf(profileChartOption(none, 'imperial'))).toEqual([]);
      expect(profileChartOption(none, 'imperial').legend.data).toEqual(['Strong axis']);
    });

    it('are told apart from the curves of a combination they are not checked under', () => {
      // SAP's profiles are of a service combination (ASD 8 checks deflection); HAPE's of LRFD 4.
      expect(profilesAreServiceCombination(sap)).toBe(true);
      expect(profilesAreServiceCombination(hape)).toBe(false);
    });
  });

  it('says what the charts show, with the limits', () => {
    expect(profileChartLabel(hape, 'imperial')).toBe(
      `Deflection, bending moment, shear force and soil reaction against depth for HAPE at pile height 4.5 ft, ` +
        `strong axis, combination ${hape.profiles.combination}; deflection limits: top 2.00 in, grade 1.00 in`,
    );
  });

  describe('hover read-out', () => {
    const at = (seriesId: string, x: number, y: number) => ({ seriesId, value: [x, y] });
    const params = [
      at('profile:deflection_m:strong', -0.418123, 2.46),
      at('profile:deflection_m:weak', 0.0051, 2.46),
      at('profile:moment_Nm:strong', -4.56789, 2.46),
      at('profile:moment_Nm:weak', 0.5, 2.46),
      at('profile:shear_N:strong', 1.234, 2.46),
      at('profile:soilReaction_N_per_m:strong', 0, 2.46),
      // The limit lines are labelled where drawn: not in the read-out.
      at('limit:top:strong', -2, -4.49),
    ];

    it('reads every panel at the depth, per axis, at engineering precision with units', () => {
      expect(readOut(params, 'imperial')).toEqual({
        depth: '2.5 ft',
        axes: [
          { axis: 'strong', name: 'Strong axis', color: '#1864ab' },
          { axis: 'weak', name: 'Weak axis', color: '#c2410c' },
        ],
        rows: [
          { title: 'Deflection (in)', values: { strong: '-0.42', weak: '0.01' } },
          { title: 'Bending moment (kip·ft)', values: { strong: '-4.57', weak: '0.500' } },
          { title: 'Shear force (kip)', values: { strong: '1.23' } },
          { title: 'Soil reaction (kip/ft)', values: { strong: '0' } },
        ],
      });
      expect(readOut([at('profile:deflection_m:strong', 12.345, 0.754)], 'metric')).toMatchObject({
        depth: '0.75 m',
        rows: [{ title: 'Deflection (mm)', values: { strong: '12.3' } }],
      });
      expect(readOut([at('limit:top:strong', -2, 0)], 'imperial')).toBeNull();
    });

    it('as a small table: depth, then a row per panel and a column per axis', () => {
      const html = tooltipText(params, 'imperial');
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.querySelector('div')?.textContent).toBe('Depth 2.5 ft');
      const rows = [...doc.querySelectorAll('tr')].map((r) =>
        [...r.querySelectorAll('th, td')].map((c) => c.textContent),
      );
      expect(rows).toEqual([
        ['', 'Strong axis', 'Weak axis'],
        ['Deflection (in)', '-0.42', '0.01'],
        ['Bending moment (kip·ft)', '-4.57', '0.500'],
        ['Shear force (kip)', '1.23', '—'],
        ['Soil reaction (kip/ft)', '0', '—'],
      ]);
      expect(tooltipText([], 'imperial')).toBe('');
    });

    it('is a tooltip on the depth axis, kept inside the chart', () => {
      const option = profileChartOption(hape, 'imperial');
      expect(option.tooltip).toMatchObject({ trigger: 'axis', axisPointer: { axis: 'y' }, confine: true });
      expect(option.axisPointer.link).toEqual([{ yAxisIndex: 'all' }]);
    });
  });
});
