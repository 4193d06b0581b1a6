// A save names the version the tab read; a 409 PROJECT_CHANGED offers to reload (issue 11).
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
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
      <QueryClientProvider client={client}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
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

  it('Compare shows their version against the unsaved edits; Keep mine saves over theirs with their version', async () => {
    const { project, wrapper } = setUp();
    const theirInput = structuredClone(generic);
    const myInput = structuredClone(generic);
    myInput.soil.layers[1]!.phiDeg = 36; // theirs (and the example) 32°
    const theirs = { ...project, version: 4, notes: 'their notes', design: { designInput: theirInput } };
    const conflict = {
      message: 'Ada Admin saved this project after you opened it (version 4, yours 3): reload it',
      code: 'PROJECT_CHANGED',
      version: 4,
    };
    const sent: { version?: number; notes?: string }[] = [];
    const json = (body: unknown, status = 200) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        if (url.includes('get-project-data')) return json({ project: theirs });
        sent.push(JSON.parse(String(init.body)) as { version?: number });
        // The first save is over their newer one; the second names their version.
        return sent.length === 1
          ? json(conflict, 409)
          : json({ project: { ...theirs, version: 5, notes: 'mine' } });
      }),
    );
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSaveProject(), { wrapper });
    act(() =>
      result.current.mutate(
        { body: { _id: project._id, notes: 'mine', design: { designInput: myInput } }, draft: true },
        { onSuccess },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Compare' }));

    // The soil layer that differs, in the project's units, and the note: theirs on the left.
    const layer = await screen.findByRole('table', { name: 'Soil layer 2 · Medium dense silty sand (SM)' });
    const phi = within(layer).getByRole('rowheader', { name: 'Phi' }).closest('tr')!;
    expect(
      within(phi)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['32.0°', '36.0°', 'changed']);
    const details = screen.getByRole('table', { name: 'Details' });
    const notes = within(details).getByRole('rowheader', { name: 'Notes' }).closest('tr')!;
    expect(
      within(notes)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['their notes', 'mine', 'changed']);
    expect(screen.getByText('2 fields differ')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Keep mine (save over theirs)' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(sent.map((b) => [b.version, b.notes])).toEqual([
      [3, 'mine'],
      [4, 'mine'],
    ]);
  });

  it('Take theirs reloads the project (the edits are dropped)', async () => {
    const { project, wrapper } = setUp();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ project: { ...project, version: 4 } }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const reload = vi.fn();
    const keepMine = vi.fn();
    render(<div />, { wrapper });
    act(() =>
      offerReload(new ApiError('Someone saved', 409, { code: 'PROJECT_CHANGED' }), reload, {
        projectId: project._id,
        mine: { _id: project._id, notes: 'mine' },
        keepMine,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Compare' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Take theirs (drop my edits)' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(keepMine).not.toHaveBeenCalled();
  });
});
