import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRun, PROJECT_ID } from '../../../testing/runs';
import { runKeys } from './keys';
import { applyRunProgress, markStartWaiting, patchRunInList, UNKNOWN_RUN_GRACE_MS } from './runs-api';

function clientWith(runs: ReturnType<typeof makeRun>[]) {
  const client = new QueryClient();
  client.setQueryData(runKeys.project(PROJECT_ID), { runs });
  for (const run of runs) client.setQueryData(runKeys.detail(run._id), { run });
  return client;
}

describe('run progress into the cache', () => {
  it('a progress event updates the run in the list and its detail', () => {
    const running = makeRun({ status: 'running', progress: 0.1 });
    const client = clientWith([running]);
    applyRunProgress(client, {
      runId: running._id,
      projectId: PROJECT_ID,
      status: 'running',
      progress: 0.5,
      message: 'Pier SAP h=1.37 m: W6x9 L=3.5 m',
    });
    const list = client.getQueryData<{ runs: (typeof running)[] }>(runKeys.project(PROJECT_ID));
    expect(list?.runs[0]).toMatchObject({ progress: 0.5, message: 'Pier SAP h=1.37 m: W6x9 L=3.5 m' });
    const detail = client.getQueryData<{ run: typeof running }>(runKeys.detail(running._id));
    expect(detail?.run).toMatchObject({ progress: 0.5, status: 'running' });
    expect(client.getQueryState(runKeys.detail(running._id))?.isInvalidated).toBe(false);
  });

  it('a late event never moves a run back (queued after running, old progress, anything after the end)', () => {
    const running = makeRun({ status: 'running', progress: 0.4 });
    const client = clientWith([running]);
    const event = { runId: running._id, projectId: PROJECT_ID, message: 'late' };
    applyRunProgress(client, { ...event, status: 'queued', progress: 0 });
    applyRunProgress(client, { ...event, status: 'running', progress: 0.2 });
    const detail = () => client.getQueryData<{ run: typeof running }>(runKeys.detail(running._id))!.run;
    expect(detail()).toMatchObject({ status: 'running', progress: 0.4 });
    applyRunProgress(client, { ...event, status: 'cancelled', progress: 0.5, message: 'Cancelled' });
    applyRunProgress(client, { ...event, status: 'running', progress: 0.6 });
    expect(detail()).toMatchObject({ status: 'cancelled', message: 'Cancelled' });
  });

  it('a finished run is fetched again for its result', () => {
    const running = makeRun({ status: 'running', progress: 0.9 });
    const client = clientWith([running]);
    applyRunProgress(client, {
      runId: running._id,
      projectId: PROJECT_ID,
      status: 'succeeded',
      progress: 1,
      message: 'Done',
    });
    expect(client.getQueryState(runKeys.detail(running._id))?.isInvalidated).toBe(true);
    expect(client.getQueryState(runKeys.project(PROJECT_ID))?.isInvalidated).toBe(true);
  });

  it('a run the list does not know makes the list load again', () => {
    const client = clientWith([makeRun({ status: 'succeeded' })]);
    const other = makeRun();
    applyRunProgress(client, {
      runId: other._id,
      projectId: PROJECT_ID,
      status: 'queued',
      progress: 0,
      message: '',
    });
    expect(client.getQueryState(runKeys.project(PROJECT_ID))?.isInvalidated).toBe(true);
  });

  it('a started run goes first in the list, without its result', () => {
    const old = makeRun({ status: 'succeeded' });
    const client = clientWith([old]);
    const fresh = makeRun({ status: 'queued' });
    patchRunInList(client, { ...fresh, result: null });
    const list = client.getQueryData<{ runs: (typeof old)[] }>(runKeys.project(PROJECT_ID));
    expect(list?.runs.map((r) => r._id)).toEqual([fresh._id, old._id]);
    expect(list?.runs[0]).not.toHaveProperty('result');
  });
});

describe('a run whose start waits for it (Prefer: wait)', () => {
  afterEach(() => vi.useRealTimers());

  const invalidated = (client: QueryClient, key: readonly unknown[]) =>
    client.getQueryState(key)?.isInvalidated;

  it('its end fetches nothing while the start waits, nor after the answer that brought it', () => {
    const running = makeRun({ status: 'running', progress: 0.5 });
    const client = clientWith([running]);
    const release = markStartWaiting(client, PROJECT_ID);
    const event = { runId: running._id, projectId: PROJECT_ID, progress: 1, message: 'Done' };
    applyRunProgress(client, { ...event, status: 'succeeded' });
    expect(invalidated(client, runKeys.detail(running._id))).toBe(false);
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(false);
    // the list and the detail know it finished all the same
    const list = client.getQueryData<{ runs: (typeof running)[] }>(runKeys.project(PROJECT_ID));
    expect(list?.runs[0]?.status).toBe('succeeded');
    release(running._id);
    release(null); // once only
    expect(invalidated(client, runKeys.detail(running._id))).toBe(false);
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(false);

    // no start waits any more: an end is fetched again
    const other = makeRun({ _id: 'run-2', status: 'running', progress: 0.5 });
    const later = clientWith([other]);
    applyRunProgress(later, { ...event, runId: other._id, status: 'succeeded' });
    expect(invalidated(later, runKeys.detail(other._id))).toBe(true);
    expect(invalidated(later, runKeys.project(PROJECT_ID))).toBe(true);
  });

  it('a run that ended while the start waited, and is not the one it answered, is read again then', () => {
    const colleagues = makeRun({ _id: 'run-colleague', status: 'running', progress: 0.5 });
    const client = clientWith([colleagues]);
    const release = markStartWaiting(client, PROJECT_ID);
    applyRunProgress(client, {
      runId: colleagues._id,
      projectId: PROJECT_ID,
      status: 'succeeded',
      progress: 1,
      message: 'Done',
    });
    expect(invalidated(client, runKeys.detail(colleagues._id))).toBe(false);
    release('run-mine');
    expect(invalidated(client, runKeys.detail(colleagues._id))).toBe(true);
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(true);
  });

  it('a run the list lacks is left to the answer for a moment: brought by it, it costs no request', () => {
    vi.useFakeTimers();
    const client = clientWith([makeRun({ status: 'succeeded' })]);
    const release = markStartWaiting(client, PROJECT_ID);
    const mine = makeRun({ _id: 'run-mine', status: 'queued' });
    const event = { runId: mine._id, projectId: PROJECT_ID, progress: 0, message: '' };
    applyRunProgress(client, { ...event, status: 'queued' });
    applyRunProgress(client, { ...event, status: 'succeeded', progress: 1 });
    vi.advanceTimersByTime(UNKNOWN_RUN_GRACE_MS - 1);
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(false);
    // the answer: useStartRun puts the run in the list, the start is released
    patchRunInList(client, { ...mine, status: 'succeeded', progress: 1 });
    release(mine._id);
    vi.advanceTimersByTime(UNKNOWN_RUN_GRACE_MS);
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(false);
    expect(invalidated(client, runKeys.detail(mine._id))).toBeFalsy();
  });

  it('a run the list lacks makes the list load again once the moment passed unanswered (a long run shows its progress)', () => {
    vi.useFakeTimers();
    const client = clientWith([makeRun({ status: 'succeeded' })]);
    const release = markStartWaiting(client, PROJECT_ID);
    applyRunProgress(client, {
      runId: 'run-long',
      projectId: PROJECT_ID,
      status: 'running',
      progress: 0.1,
      message: '',
    });
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(false);
    vi.advanceTimersByTime(UNKNOWN_RUN_GRACE_MS);
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(true);
    release('run-long');
  });

  it('a start that failed reads again every run heard of meanwhile', () => {
    const client = clientWith([makeRun({ status: 'succeeded' })]);
    const release = markStartWaiting(client, PROJECT_ID);
    applyRunProgress(client, {
      runId: 'run-x',
      projectId: PROJECT_ID,
      status: 'queued',
      progress: 0,
      message: '',
    });
    release(null);
    expect(invalidated(client, runKeys.project(PROJECT_ID))).toBe(true);
  });
});
