// The live preview's logic as the worker runs it: the pile it picks from the input, its answer
// (the engine's own one-pier design: compared with the engine called directly), what it says when
// the input is not ready, and the scheduler's debounce and dropping of stale requests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designOnePier, type DesignInputRaw } from '@pilewise/engine';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { completeChoice, computePreview, previewEmbedments, previewSections } from './preview-compute';
import { PreviewScheduler } from './preview-scheduler';

const input = () => structuredClone(example) as unknown as DesignInputRaw & Record<string, unknown>;
const TYPES = ['SAP', 'SMP'];

describe('live preview computation', () => {
  it('picks the first pier type, the Min Section, the middle embedment step and the first pile height', () => {
    const c = completeChoice(input(), TYPES, {});
    // 1.5 to 4.5 m by 0.25: 6 steps to the middle, 3.0 m.
    expect(c).toEqual({ pierTypeId: 'SAP', section: 'W6x8.5', embedment_m: 3, pileHeight_m: 1.22 });
    expect(previewEmbedments(input())).toContain(3);
    expect(previewEmbedments(input())).toHaveLength(13);
    expect(previewSections(input())).toContain('W6x25');
    // A choice made in the panel wins; a pier type no longer in the loads falls back.
    expect(completeChoice(input(), TYPES, { pierTypeId: 'HAP', section: 'W6x12' })).toMatchObject({
      pierTypeId: 'SAP',
      section: 'W6x12',
    });
  });

  it("answers the engine's own one-pier analysis, and follows a change of load", () => {
    const a = computePreview(input(), TYPES, { section: 'W6x12' });
    if (!a.ok) throw new Error(a.missing.join('; '));
    const direct = designOnePier(input(), {
      pierTypeId: 'SAP',
      section: 'W6x12',
      embedment_m: 3,
      pileHeight_m: 1.22,
    });
    if (!direct.ok) throw new Error('engine');
    expect(a.pier.profiles).toEqual(direct.pier.profiles);

    // Double SAP's W0 shear: the head deflection of the governing analysis grows.
    const more = input();
    const rows = (
      more.tracker as { generic: { rows: { loadType: string; loadCase: string; Vx_N?: number }[] } }
    ).generic.rows;
    const w0 = rows.find((r) => r.loadType === 'SAP' && r.loadCase === 'W0')!;
    w0.Vx_N = w0.Vx_N! * 2;
    const b = computePreview(more, TYPES, { section: 'W6x12' });
    if (!b.ok) throw new Error(b.missing.join('; '));
    expect(Math.abs(b.pier.profiles.strong!.headDeflection_m)).toBeGreaterThan(
      Math.abs(a.pier.profiles.strong!.headDeflection_m),
    );
  });

  it('says what is missing instead of failing: no loads, no section, a bad soil value', () => {
    const empty = computePreview({ settings: {} }, [], {});
    expect(empty).toEqual({
      ok: false,
      missing: [
        'Pile head loads: enter the loads of at least one pier type',
        'Settings: choose a section',
        'Settings: the embedment range',
        'Settings: a pile height',
      ],
    });
    const bad = input();
    (bad.soil as { layers: { phiDeg?: number }[] }).layers[1]!.phiDeg = 80;
    const r = computePreview(bad, TYPES, {});
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.missing.join(' ')).toMatch(/Soil.*phiDeg.*must be ≤ 50/);
    // Nonsense never throws.
    for (const junk of [null, 3, 'x', { tracker: 5 }, { settings: { minSection: 7 } }])
      expect(computePreview(junk, TYPES, {}).ok).toBe(false);
  });
});

describe('preview scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const posted: { id: number; n: number }[] = [];
    let reply: (r: { id: number; n: number }) => void = () => {};
    const answers: number[] = [];
    const s = new PreviewScheduler<{ n: number }, { n: number }>(
      { post: (m) => posted.push(m), onReply: (h) => (reply = h) },
      (r) => answers.push(r.n),
      25,
    );
    return { s, posted, answers, reply: (r: { id: number; n: number }) => reply(r) };
  }

  it('a burst of keystrokes is one computation, sent 25 ms after the last', () => {
    const { s, posted } = setup();
    s.request({ n: 1 });
    vi.advanceTimersByTime(10);
    s.request({ n: 2 });
    vi.advanceTimersByTime(10);
    s.request({ n: 3 });
    vi.advanceTimersByTime(24);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted.map((p) => p.n)).toEqual([3]);
  });

  it('while one runs, only the newest waits; a stale answer is dropped', () => {
    const { s, posted, answers, reply } = setup();
    s.request({ n: 1 });
    vi.advanceTimersByTime(25);
    expect(posted.map((p) => p.n)).toEqual([1]);
    s.request({ n: 2 });
    vi.advanceTimersByTime(25);
    s.request({ n: 3 });
    vi.advanceTimersByTime(25);
    // Still busy with 1: nothing more sent.
    expect(posted.map((p) => p.n)).toEqual([1]);
    reply({ id: posted[0]!.id, n: 1 });
    // 1 was stale (3 is the newest): not shown; 3 goes next, 2 never.
    expect(answers).toEqual([]);
    expect(posted.map((p) => p.n)).toEqual([1, 3]);
    reply({ id: posted[1]!.id, n: 3 });
    expect(answers).toEqual([3]);
  });
});
