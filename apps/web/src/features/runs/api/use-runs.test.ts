// A read of the run list or of a run that left the server before the run's end, answered after
// the page already holds that end (the start's answer, a socket event), never moves the run back
// (runs-api.ts laterRunState): seen in CI as a run shown finished above a run list saying Running
// for ever, without its Excel downloads.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Run } from '@pilewise/contracts';
import { holdFetch } from '../../../testing/held-fetch';
import { makeRun, PROJECT_ID } from '../../../testing/runs';
import { runKeys } from './keys';
import { laterRunList, laterRunState, patchRunInList } from './runs-api';
import { projectRunsQuery } from './use-runs';

afterEach(() => vi.restoreAllMocks());

type RunList = { runs: Run[] };
const listOf = (client: QueryClient) => client.getQueryData<RunList>(runKeys.project(PROJECT_ID))!.runs;

describe('no run goes back', () => {
  const running = makeRun({ status: 'running', progress: 0.3, message: 'Pier SAP' });
  const done = { ...running, status: 'succeeded' as const, progress: 1, message: 'Done: 16 pier designs' };

  it('the later of two states: the held one when further along, else the one read', () => {
    expect(laterRunState(running, done)).toBe(done);
    expect(laterRunState(done, running)).toBe(done);
    expect(laterRunState({ ...running, progress: 0.2 }, running)).toBe(running);
    const reread = { ...running, message: 'newer text, same state' };
    expect(laterRunState(reread, running)).toBe(reread); // the same state: the read's fields
    expect(laterRunState(running, undefined)).toBe(running);
    const other = makeRun({ status: 'queued' });
    expect(laterRunList({ runs: [running, other] }, { runs: [done] }).runs).toEqual([done, other]);
  });

  it('a stale state put into the list leaves a later one there', () => {
    const client = new QueryClient();
    client.setQueryData<RunList>(runKeys.project(PROJECT_ID), { runs: [done] });
    patchRunInList(client, running);
    expect(listOf(client)[0]).toMatchObject({ status: 'succeeded', message: 'Done: 16 pier designs' });
    patchRunInList(client, { ...done, message: 'Done again' });
    expect(listOf(client)[0]).toMatchObject({ message: 'Done again' });
  });

  it('a list read sent while the run ran, answered after the start brought its end, leaves it finished', async () => {
    const client = new QueryClient();
    client.setQueryData<RunList>(runKeys.project(PROJECT_ID), { runs: [running] });
    const read = holdFetch();
    const reading = client.fetchQuery(projectRunsQuery(client, PROJECT_ID));
    await read.sent();
    patchRunInList(client, done); // the start's answer, while the read is on its way
    read.answer({ runs: [running] }); // what the server had when the read left
    await reading;
    expect(listOf(client)[0]).toMatchObject({ status: 'succeeded', progress: 1 });
  });

  it('a list read sent before a run was written, answered after the start brought it, keeps the run', async () => {
    const client = new QueryClient();
    const earlier = makeRun({ status: 'succeeded', progress: 1, createdAt: '2025-03-01T09:00:00.000Z' });
    client.setQueryData<RunList>(runKeys.project(PROJECT_ID), { runs: [earlier] });
    const read = holdFetch();
    const reading = client.fetchQuery(projectRunsQuery(client, PROJECT_ID));
    await read.sent();
    patchRunInList(client, done); // the start's answer: a run the read left too early to see
    read.answer({ runs: [earlier] });
    await reading;
    expect(listOf(client).map((r) => r._id)).toEqual([done._id, earlier._id]);
    expect(listOf(client)[0]).toMatchObject({ status: 'succeeded', message: 'Done: 16 pier designs' });
  });

  it('runs held and not read go in newest first, beside those read', () => {
    const at = (hour: number) => `2025-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const [r8, r9, r10, r11] = [8, 9, 10, 11].map((h) =>
      makeRun({ status: 'succeeded', progress: 1, createdAt: at(h) }),
    );
    const merged = laterRunList({ runs: [r10!, r8!] }, { runs: [r11!, r9!] }).runs;
    expect(merged.map((r) => r.createdAt)).toEqual([at(11), at(10), at(9), at(8)]);
  });
});
