import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeRun, PROJECT_ID } from '../../../testing/runs';
import { runKeys } from './keys';
import { applyRunProgress, markStartWaiting, patchRunInList } from './runs-api';

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
  it('its end does not fetch it again while the start waits; it does once the start answered', () => {
    const running = makeRun({ status: 'running', progress: 0.5 });
    const client = clientWith([running]);
    const release = markStartWaiting(PROJECT_ID);
    const event = { runId: running._id, projectId: PROJECT_ID, progress: 1, message: 'Done' };
    applyRunProgress(client, { ...event, status: 'succeeded' });
    expect(client.getQueryState(runKeys.detail(running._id))?.isInvalidated).toBe(false);
    // the list learns it finished all the same
    expect(client.getQueryState(runKeys.project(PROJECT_ID))?.isInvalidated).toBe(true);
    release();
    release(); // once only

    const other = makeRun({ _id: 'run-2', status: 'running', progress: 0.5 });
    const later = clientWith([other]);
    applyRunProgress(later, { ...event, runId: other._id, status: 'succeeded' });
    expect(later.getQueryState(runKeys.detail(other._id))?.isInvalidated).toBe(true);
  });
});
