// The live preview's logic as the worker runs it: the pile it picks from the input, its answer
// (the engine's own one-pier design: compared with the engine called directly), what it says when
// the input is not ready, and the scheduler's sending at once, coalescing and dropping of stale requests.
import { describe, expect, it } from 'vitest';
import { designOnePier, KeptAnalyses, type DesignInputRaw } from '@pilewise/engine';
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

  it('keeping the analyses from keystroke to keystroke, answers what a cold one-pier design answers', () => {
    const kept = new KeptAnalyses();
    const edited = input();
    const rows = (
      edited.tracker as { generic: { rows: { loadType: string; loadCase: string; Vx_N?: number }[] } }
    ).generic.rows;
    const w0 = rows.find((r) => r.loadType === 'SAP' && r.loadCase === 'W0')!;
    for (const Vx_N of [w0.Vx_N!, w0.Vx_N! * 1.2, w0.Vx_N! * 1.4]) {
      w0.Vx_N = Vx_N;
      const a = computePreview(edited, TYPES, {}, kept);
      if (!a.ok) throw new Error(a.missing.join('; '));
      const cold = designOnePier(structuredClone(edited), a.choice);
      if (!cold.ok) throw new Error('engine');
      expect(a.pier).toEqual(cold.pier);
    }
    // The keystrokes after the first reused the analyses their edit left unchanged.
    expect(kept.reused).toBeGreaterThan(0);
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
    expect(r.ok ? [] : r.missing).toContain('Soil › Layer #2 › Phi: must be ≤ 50');
    // Nonsense never throws.
    for (const junk of [null, 3, 'x', { tracker: 5 }, { settings: { minSection: 7 } }])
      expect(computePreview(junk, TYPES, {}).ok).toBe(false);
  });
});

describe('preview scheduler', () => {
  function setup() {
    const posted: { id: number; n: number }[] = [];
    let reply: (r: { id: number; n: number }) => void = () => {};
    const answers: number[] = [];
    const pending: boolean[] = [];
    const s = new PreviewScheduler<{ n: number }, { n: number }>(
      { post: (m) => posted.push(m), onReply: (h) => (reply = h) },
      (r) => answers.push(r.n),
      (p) => pending.push(p),
    );
    return { s, posted, answers, pending, reply: (r: { id: number; n: number }) => reply(r) };
  }

  it('sends a request at once when the worker is idle (no debounce)', () => {
    const { s, posted, answers, pending, reply } = setup();
    s.request({ n: 1 });
    expect(posted.map((p) => p.n)).toEqual([1]);
    expect(pending).toEqual([true]);
    reply({ id: posted[0]!.id, n: 1 });
    expect(answers).toEqual([1]);
    expect(pending).toEqual([true, false]);
    // Idle again: the next keystroke goes at once too.
    s.request({ n: 2 });
    expect(posted.map((p) => p.n)).toEqual([1, 2]);
  });

  it('while one runs, only the newest waits (a burst is coalesced); a stale answer is dropped', () => {
    const { s, posted, answers, pending, reply } = setup();
    s.request({ n: 1 });
    s.request({ n: 2 });
    s.request({ n: 3 });
    // Still busy with 1: nothing more sent.
    expect(posted.map((p) => p.n)).toEqual([1]);
    reply({ id: posted[0]!.id, n: 1 });
    // 1 was stale (3 is the newest): not shown, still pending; 3 goes next, 2 never.
    expect(answers).toEqual([]);
    expect(pending.at(-1)).toBe(true);
    expect(posted.map((p) => p.n)).toEqual([1, 3]);
    reply({ id: posted[1]!.id, n: 3 });
    expect(answers).toEqual([3]);
    expect(pending.at(-1)).toBe(false);
  });

  it('after dispose, neither sends nor answers', () => {
    const { s, posted, answers, reply } = setup();
    s.request({ n: 1 });
    s.request({ n: 2 });
    s.dispose();
    reply({ id: posted[0]!.id, n: 1 });
    s.request({ n: 3 });
    expect(posted.map((p) => p.n)).toEqual([1]);
    expect(answers).toEqual([]);
  });
});
