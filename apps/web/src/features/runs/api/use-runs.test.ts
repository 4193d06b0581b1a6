// A read of the run list or of a run that left the server before the run's end, answered after
// the page already holds that end (the start's answer, a socket event), never moves the run back
// (runs-api.ts laterRunState): seen in CI as a run shown finished above a run list saying Running
// for ever, without its Excel downloads.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Run } from '@pilewise/contracts';
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
    let answer!: (res: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const reading = client.fetchQuery(projectRunsQuery(client, PROJECT_ID));
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    patchRunInList(client, done); // the start's answer, while the read is on its way
    answer(Response.json({ runs: [running] })); // what the server had when the read left
    await reading;
    expect(listOf(client)[0]).toMatchObject({ status: 'succeeded', progress: 1 });
  });
});
