// No lost edit (issue 11): the Settings/Input draft saves with the version of the project it was
// loaded at. A background refetch that brings someone else's newer save (version + 1) does not
// move it on: the save names the old version, the server refuses it (409 PROJECT_CHANGED), and
// the conflict notice offers to reload or compare. Before, the save took the version of the
// tab's cached project, which the refetch had moved on: the edit went over their save unseen.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { API_PATHS, projectResponseSchema, type Project } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { useSaveProject } from '../../../lib/project-save';
import { projectKeys } from '../../../lib/query-keys';
import { useSession } from '../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { SettingsPanel } from './input-panels';
import { resetDesignInputDraft } from '../../../testing/draft';

/** The panel as the editor shows it: on the project's query, which refetches in the background. */
function Editor({ id }: { id: string }) {
  const { data, refetch } = useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => api.get(API_PATHS.projects.get(id), { schema: projectResponseSchema }),
  });
  if (!data) return null;
  return (
    <>
      <output aria-label="Cached version">{data.project.version}</output>
      <button type="button" onClick={() => void refetch()}>
        Background refetch
      </button>
      <NotesSave project={data.project} />
      <SettingsPanel project={data.project} readOnly={false} />
    </>
  );
}

/** Another editor of the same tab (the Details form), which saves notes at the version it read. */
function NotesSave({ project }: { project: Project }) {
  const save = useSaveProject();
  const [version] = useState(project.version);
  return (
    <button
      type="button"
      onClick={() => save.mutate({ body: { _id: project._id, notes: 'my notes', version }, draft: true })}
    >
      Save notes here
    </button>
  );
}

beforeEach(() => resetDesignInputDraft());
afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

describe('the design input draft keeps the version it was loaded at', () => {
  function serve(start: Project) {
    let current = start;
    const saves: Partial<Project>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.includes('/api/projects/draft-project')) {
        const body = JSON.parse(String(init?.body)) as Partial<Project>;
        saves.push(body);
        if (body.version !== current.version) {
          return Response.json(
            {
              message: `Bea Other saved this project after you opened it (version ${current.version}, yours ${body.version}): reload it`,
              code: 'PROJECT_CHANGED',
              field: 'version',
              version: current.version,
            },
            { status: 409 },
          );
        }
        current = { ...current, ...body, version: current.version + 1 } as Project;
        return Response.json({ project: current });
      }
      if (path.includes('get-project-data')) return Response.json({ project: current });
      return Response.json({});
    });
    return {
      saves,
      /** Someone else saves: the server's copy moves to the next version. */
      savedByOther: (change: Partial<Project>) => {
        current = { ...current, ...change, version: current.version + 1 };
      },
      version: () => current.version,
    };
  }

  it('an edit started before someone else saved is refused (409) after a refetch, and the conflict is shown', async () => {
    useSession.getState().signIn('token-1', makeUser());
    const project = makeProject({ version: 3, design: { designInput: generic } });
    const server = serve(project);
    const user = userEvent.setup();
    renderWithProviders(<Editor id={project._id} />);

    const maxEmbed = await screen.findByRole('textbox', { name: /Max Embed/ });
    await user.clear(maxEmbed);
    await user.type(maxEmbed, '16');
    expect(screen.getByText('Unsaved input')).toBeInTheDocument();

    // Meanwhile a colleague saves new notes (version 4), and the tab refetches the project.
    server.savedByOther({ notes: 'their notes' });
    await user.click(screen.getByRole('button', { name: 'Background refetch' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Cached version' })).toHaveTextContent('4'),
    );
    // The edit is still there, not silently rebased.
    expect(screen.getByRole('textbox', { name: /Max Embed/ })).toHaveValue('16');

    await user.click(screen.getByRole('button', { name: 'Save input' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.version).toBe(3);
    expect(await screen.findByText('This project was saved by someone else')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeInTheDocument();
    expect(server.version()).toBe(4); // their save stands
  });

  it('after a save of its own, the draft names the saved version (no 409 on the next save)', async () => {
    useSession.getState().signIn('token-1', makeUser());
    const project = makeProject({ version: 3, design: { designInput: generic } });
    const server = serve(project);
    const user = userEvent.setup();
    renderWithProviders(<Editor id={project._id} />);

    const maxEmbed = await screen.findByRole('textbox', { name: /Max Embed/ });
    await user.clear(maxEmbed);
    await user.type(maxEmbed, '16');
    await user.click(screen.getByRole('button', { name: 'Save input' }));
    expect(await screen.findByText('Input saved')).toBeInTheDocument();

    await user.clear(maxEmbed);
    await user.type(maxEmbed, '17');
    await user.click(screen.getByRole('button', { name: 'Save input' }));
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(server.saves.map((s) => s.version)).toEqual([3, 4]);
    await waitFor(() => expect(server.version()).toBe(5));
    expect(screen.queryByText('This project was saved by someone else')).not.toBeInTheDocument();
  });

  it("a save of the tab's own other editor meanwhile is no conflict: the draft's save names the version it made", async () => {
    useSession.getState().signIn('token-1', makeUser());
    const project = makeProject({ version: 3, design: { designInput: generic } });
    const server = serve(project);
    const user = userEvent.setup();
    renderWithProviders(<Editor id={project._id} />);

    const maxEmbed = await screen.findByRole('textbox', { name: /Max Embed/ });
    await user.clear(maxEmbed);
    await user.type(maxEmbed, '16');
    await user.click(screen.getByRole('button', { name: 'Save notes here' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Cached version' })).toHaveTextContent('4'),
    );

    await user.click(screen.getByRole('button', { name: 'Save input' }));
    expect(await screen.findByText('Input saved')).toBeInTheDocument();
    expect(server.saves.map((s) => s.version)).toEqual([3, 4]);
    expect(screen.queryByText('This project was saved by someone else')).not.toBeInTheDocument();
  });
});
