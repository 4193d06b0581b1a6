import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { InputPanel, SettingsPanel } from '../../../../features/project-input/components/input-panels';
import { useSession } from '../../../../stores/session';
import { makeProject, makeUser, renderWithProviders } from '../../../../testing/render';
import { ProjectInputExtensions } from './input-extensions';
import { resetDesignInputDraft } from '../../../../testing/draft';

const IN = 0.0254;
// A mill shape outside the AISC database, as a company enters it. Test data: the plates of the
// AISC W6x9 row (AISC Shapes Database v16.0) under another name, with a lighter tabulated A.
const mill = {
  _id: '00000000-0000-4000-8000-000000000007',
  name: 'W6x7 mill',
  family: 'W6',
  source: 'Mill data sheet MS-7 (test)',
  section: {
    kind: 'user-W',
    name: 'W6x7 mill',
    family: 'W6',
    d_m: 5.9 * IN,
    bf_m: 3.94 * IN,
    tf_m: 0.215 * IN,
    tw_m: 0.17 * IN,
    A_m2: 2.06 * IN ** 2,
    source: 'Mill data sheet MS-7 (test)',
  },
  weight_lb_per_ft: 7.01,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => resetDesignInputDraft());
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().signOut();
});

describe('the editor gives the input forms the company library and Fetch from location', () => {
  it('a library section chosen as Min Section is offered and saved with its own copy in the input', async () => {
    useSession.getState().signIn('token-1', makeUser());
    const project = makeProject({ design: { designInput: generic } });
    const bodies: { design: { designInput: typeof generic & { settings: { userSections?: unknown[] } } } }[] =
      [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/sections') return Response.json({ sections: [mill] });
      if (path === '/api/projects/draft-project') {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return Response.json({ project: { ...project, design: body.design } });
      }
      return Response.json({});
    });
    renderWithProviders(
      <ProjectInputExtensions project={project}>
        <SettingsPanel project={project} readOnly={false} />
      </ProjectInputExtensions>,
    );
    const min = await screen.findByRole('combobox', { name: /Min Section/ });
    await waitFor(() =>
      expect(screen.getAllByRole('option', { name: /W6x7 mill/ }).length).toBeGreaterThan(0),
    );
    const user = userEvent.setup();
    await user.selectOptions(min, 'W6x7 mill');
    await user.click(screen.getByRole('button', { name: 'Save input' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const settings = bodies[0]!.design.designInput.settings;
    expect(settings.minSection).toBe('W6x7 mill');
    expect(settings.userSections).toEqual([mill.section]);
  });

  it('the seismic parameters have a Fetch from location button', async () => {
    const project = makeProject({ design: { designInput: generic }, latitude: 34.05, longitude: -118.25 });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ sections: [] }));
    renderWithProviders(
      <ProjectInputExtensions project={project}>
        <InputPanel project={project} readOnly={false} />
      </ProjectInputExtensions>,
    );
    await screen.findByRole('table', { name: 'Soil layers' });
    await userEvent.setup().click(screen.getByRole('tab', { name: /^Seismic/ }));
    expect(screen.getByRole('button', { name: 'Fetch from location' })).toBeEnabled();
  });
});
