// A project read in flight when a save answered never puts the project back to before the save:
// the save's answer is set into the cache first and the read's older copy would come after it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectResponse } from '@pilewise/contracts';
import { holdFetch } from '../testing/held-fetch';
import { makeProject } from '../testing/render';
import { laterProject, projectQueryOptions } from './project-query';
import { projectKeys } from './query-keys';

afterEach(() => vi.restoreAllMocks());

describe('a project read never undoes a save', () => {
  const v3 = makeProject({ version: 3, name: 'Before the save' });
  const v4 = { ...v3, version: 4, name: 'After the save' };

  it('keeps the held copy only when its version is newer', () => {
    expect(laterProject({ project: v3 }, { project: v4 }).project).toBe(v4);
    expect(laterProject({ project: v4 }, { project: v3 }).project).toBe(v4);
    expect(laterProject({ project: v3 }, undefined).project).toBe(v3);
    // the same version: the read's (a review step changes the status, not the version)
    const submitted = { ...v3, status: 'Sent For Review' as const };
    expect(laterProject({ project: submitted }, { project: v3 }).project).toBe(submitted);
  });

  it('a read sent before a save, answered after it, leaves the saved project', async () => {
    const client = new QueryClient();
    const key = projectKeys.detail(v3._id);
    client.setQueryData<ProjectResponse>(key, { project: v3 });
    const read = holdFetch();
    const reading = client.fetchQuery(projectQueryOptions(client, v3._id));
    await read.sent();
    client.setQueryData<ProjectResponse>(key, { project: v4 }); // the save's answer (project-save.ts)
    read.answer({ project: v3 }); // what the server had when the read left
    await reading;
    expect(client.getQueryData<ProjectResponse>(key)!.project).toMatchObject({
      version: 4,
      name: 'After the save',
    });
  });
});
