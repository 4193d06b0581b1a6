import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { useSession } from '../../../stores/session';
import DesignInputTab from './design-input-tab';

afterEach(() => vi.restoreAllMocks());

function badInput() {
  const input = structuredClone(generic);
  input.soil.layers[1]!.phiDeg = 60;
  input.settings.maxSection = 'W6x99';
  input.pileHeights_m = [];
  return input;
}

describe('Design input tab', () => {
  it('shows the summary of the saved input in the project units', () => {
    renderWithProviders(
      <DesignInputTab project={makeProject({ design: { designInput: generic } })} readOnly={false} />,
    );
    expect(screen.getByText('Saved')).toBeInTheDocument();
    const settings = screen.getByRole('table', { name: 'General Settings' });
    expect(within(settings).getByRole('rowheader', { name: 'Sections searched' })).toBeInTheDocument();
    expect(within(settings).getByText('W6x8.5 to W6x25')).toBeInTheDocument();
    // The 0.25 m increment to 0.01 ft (0.82 ft): 0.8 ft would misstate every embedment after the first.
    expect(within(settings).getByText('4.9 to 14.8 ft, increment 0.82 ft')).toBeInTheDocument();
    // The file and the project agree on imperial: nothing to say about units.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pier types (8)' })).toBeInTheDocument();
    const soil = screen.getByRole('table', { name: 'Soil layers' });
    expect(
      within(soil)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'No',
      'Soil Name',
      'Soil type',
      'Layer Start (ft)',
      'Layer End (ft)',
      'Gamma (pcf)',
      'Phi (°)',
      'Strength (psf)',
    ]);
    expect(within(soil).getAllByRole('row')).toHaveLength(4);
    expect(within(soil).getByText('Weak Rock (Reese)')).toBeInTheDocument();
    // Nothing new to save.
    expect(screen.getByRole('button', { name: 'Save design input' })).toBeDisabled();
  });

  it('follows the project’s unit system, and says so when the file asks for the other one', () => {
    // The Nevados example's file asks for metric; the project is imperial.
    renderWithProviders(
      <DesignInputTab
        project={makeProject({ unitSystem: 'imperial', design: { designInput: nevados } })}
        readOnly={false}
      />,
    );
    expect(nevados.project.unitSystem).toBe('metric');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'The file asks for metric units (project.unitSystem); the numbers are shown in imperial, the ' +
        "project's unit system. To read them in metric, change Unit system in the Details tab.",
    );
    const project = screen.getByRole('table', { name: 'Project' });
    expect(
      within(project).getByText("Imperial (the project's unit system); the file asks for metric"),
    ).toBeInTheDocument();
    // Every number in feet and inches, as the project says: 1.5 – 4.5 m, increment 0.25 m.
    const settings = screen.getByRole('table', { name: 'General Settings' });
    expect(within(settings).getByText('4.9 to 14.8 ft, increment 0.82 ft')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Soil layers' })).toHaveTextContent('Layer Start (ft)');
  });

  it('in a metric project, the Nevados file reads in metric with nothing to say', () => {
    renderWithProviders(
      <DesignInputTab
        project={makeProject({ unitSystem: 'metric', design: { designInput: nevados } })}
        readOnly={false}
      />,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const settings = screen.getByRole('table', { name: 'General Settings' });
    expect(within(settings).getByText('1.50 to 4.50 m, increment 0.25 m')).toBeInTheDocument();
    const project = screen.getByRole('table', { name: 'Project' });
    expect(within(project).getByText("Metric (the project's unit system)")).toBeInTheDocument();
  });

  it('lists every error of a bad input with its group, row, field and message', () => {
    renderWithProviders(
      <DesignInputTab project={makeProject({ design: { designInput: badInput() } })} readOnly={false} />,
    );
    expect(screen.getByText('The design input has 2 errors')).toBeInTheDocument();
    // saved (from the forms, which may save an input with problems): fixed there, not by a file
    expect(screen.getByText(/fix each field below on the Settings or Input tab/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Design input errors' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['General Settings', '—', 'Pile Heights', 'needs at least one pile height', 'pileHeights_m'],
      ['Soil', 'Layer #2', 'Phi', 'must be ≤ 50', 'soil.layers[1].phiDeg'],
    ]);
    expect(screen.queryByRole('table', { name: 'Soil layers' })).not.toBeInTheDocument();
  });

  it('lists the errors of the rules across fields too', () => {
    const input = structuredClone(generic);
    input.settings.maxSection = 'W6x99';
    input.settings.maxEmbed_m = 1;
    renderWithProviders(
      <DesignInputTab project={makeProject({ design: { designInput: input } })} readOnly={false} />,
    );
    const table = screen.getByRole('table', { name: 'Design input errors' });
    expect(within(table).getByText('settings.maxSection')).toBeInTheDocument();
    expect(within(table).getByText('must be ≥ Min Embed (1.5 m)')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('loads an example, then saves it into the design payload, keeping the other keys', async () => {
    useSession.getState().signIn('token-1', makeUser());
    const project = makeProject({ design: { notesForLater: 'keep me' } });
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/projects/draft-project')) {
        const body = JSON.parse(String(init?.body)) as { design: Record<string, unknown> };
        bodies.push(body);
        return Response.json({ project: { ...project, design: body.design } });
      }
      return Response.json({});
    });
    // jsdom has no layout: the closing menu's focus trap finds nothing to focus and says so.
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('[@mantine/hooks/use-focus-trap]')) warn(...args);
    });
    const user = userEvent.setup();
    renderWithProviders(<DesignInputTab project={project} readOnly={false} />);
    expect(screen.getByText(/No design input yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start from an example' }));
    await user.click(await screen.findByRole('menuitem', { name: /Generic: Mesa Verde/ }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText('W6x8.5 to W6x25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save design input' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      _id: project._id,
      design: { notesForLater: 'keep me', designInput: generic },
      // The version the example was loaded over (issue 11: a newer save meanwhile is a 409).
      version: project.version,
    });
    expect(await screen.findByText('Design input saved')).toBeInTheDocument();
  });

  it('a file that does not parse as JSON is refused with a message', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<DesignInputTab project={makeProject()} readOnly={false} />);
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['{ nope'], 'input.json', { type: 'application/json' }));
    expect(await screen.findByText(/“input\.json” is not valid JSON/)).toBeInTheDocument();
  });

  it('is read-only when the user may not edit: nothing to load or save, download still offered', () => {
    renderWithProviders(
      <DesignInputTab project={makeProject({ design: { designInput: generic } })} readOnly />,
    );
    expect(screen.getByRole('button', { name: 'Load from file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start from an example' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save design input' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeEnabled();
  });
});
