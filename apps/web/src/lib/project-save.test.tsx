// A save names the version the tab read; a 409 PROJECT_CHANGED offers to reload (issue 11).
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeProject } from '../testing/render';
import { offerReload } from './project-changed';
import { useSaveProject } from './project-save';
import { projectKeys } from './query-keys';
import { ApiError } from './api-client';

function setUp() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const project = makeProject({ version: 3 });
  client.setQueryData(projectKeys.detail(project._id), { project });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { client, project, wrapper };
}

describe('useSaveProject', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => notifications.clean());
  });

  it('sends the version of the project as this tab read it', async () => {
    const { project, wrapper } = setUp();
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ project: { ...project, version: 4 } }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSaveProject(), { wrapper });
    await act(() => result.current.mutateAsync({ body: { _id: project._id, notes: 'n' }, draft: true }));
    const sent = JSON.parse(String(fetchMock.mock.calls.at(-1)![1].body)) as { version: number };
    expect(sent.version).toBe(3);
  });

  it('a 409 PROJECT_CHANGED offers to reload, naming who saved', async () => {
    const { project, wrapper } = setUp();
    const answer = {
      message: 'Ada Admin saved this project after you opened it (version 4, yours 3): reload it',
      code: 'PROJECT_CHANGED',
      field: 'version',
      version: 4,
      changedBy: { _id: project.owner, name: 'Ada Admin' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(answer), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const { result } = renderHook(() => useSaveProject(), { wrapper });
    await act(() =>
      result.current
        .mutateAsync({ body: { _id: project._id, notes: 'n' }, draft: true })
        .catch(() => undefined),
    );
    await waitFor(() => expect(screen.getByText(/Ada Admin saved this project/)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Reload the project' })).toBeTruthy();
  });

  it('Reload the project reloads', async () => {
    const reload = vi.fn();
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    act(() => offerReload(new ApiError('Someone saved', 409, { code: 'PROJECT_CHANGED' }), reload));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload the project' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
