// The project tour on the real driver.js in jsdom: it starts when the user's userTour lacks its
// key (or when asked with ?tour=1), and is remembered (update-user-tour) once finished or skipped.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@pilewise/contracts';
import { useSession } from '../../stores/session';
import { makeUser, renderWithProviders } from '../../testing/render';
import { PROJECT_TOUR_KEY, PROJECT_TOUR_STEPS } from './project-tour';
import { useProjectTour } from './use-project-tour';

function Screen({ user, saved = true }: { user: User; saved?: boolean }) {
  useProjectTour(user, saved);
  return (
    <div>
      <div data-tour="project-tabs">
        <button data-tour="tab-input">Input</button>
        <button data-tour="tab-result">Result</button>
      </div>
      <aside data-tour="project-aside">Workflow</aside>
    </div>
  );
}

/** The New project form until Save project is clicked, then the saved project's screen. */
function NewProjectScreen({ user }: { user: User }) {
  const [saved, setSaved] = useState(false);
  return (
    <>
      <button onClick={() => setSaved(true)}>Save project</button>
      <Screen user={user} saved={saved} />
    </>
  );
}

/** Answers update-user-tour as the server does and keeps what was sent. */
function recordTourCalls() {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (path === '/api/auth/update-user-tour') {
      const body = JSON.parse(String(init?.body)) as { pageKeys: string[] };
      sent.push(body);
      return Response.json({ userTour: body.pageKeys });
    }
    return Response.json({}, { status: 404 });
  });
  return sent;
}

function signIn(userTour: string[]): User {
  const user = makeUser({ userTour });
  useSession.getState().signIn('token', user);
  return user;
}

const popoverTitle = () => document.querySelector('.driver-popover-title')?.textContent ?? null;
const click = (selector: string) => fireEvent.click(document.querySelector(selector)!);

afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().signOut();
  document.querySelectorAll('.driver-popover, .driver-overlay').forEach((n) => n.remove());
});

describe('project tour', () => {
  it('starts on the first visit and is remembered once finished', async () => {
    const sent = recordTourCalls();
    renderWithProviders(<Screen user={signIn([])} />);
    await waitFor(() => expect(popoverTitle()).toBe(PROJECT_TOUR_STEPS[0]!.popover!.title));
    for (const step of PROJECT_TOUR_STEPS.slice(1)) {
      click('.driver-popover-next-btn');
      await waitFor(() => expect(popoverTitle()).toBe(step.popover!.title));
    }
    expect(sent).toEqual([]);
    expect(document.querySelector('.driver-popover-next-btn')?.textContent).toContain('Done');
    click('.driver-popover-next-btn');
    await waitFor(() => expect(sent).toEqual([{ pageKeys: [PROJECT_TOUR_KEY] }]));
    await waitFor(() => expect(useSession.getState().user?.userTour).toEqual([PROJECT_TOUR_KEY]));
    expect(popoverTitle()).toBeNull();
  });

  it('waits on the New project form of a first visit (its overlay would take the click on Save), unless asked', async () => {
    const sent = recordTourCalls();
    const user = signIn([]);
    const unsaved = renderWithProviders(<NewProjectScreen user={user} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(popoverTitle()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(popoverTitle()).toBe(PROJECT_TOUR_STEPS[0]!.popover!.title));
    unsaved.unmount();
    document.querySelectorAll('.driver-popover, .driver-overlay').forEach((n) => n.remove());

    renderWithProviders(<Screen user={user} saved={false} />, { route: '/new-project?tour=1' });
    await waitFor(() => expect(popoverTitle()).toBe(PROJECT_TOUR_STEPS[0]!.popover!.title));
    expect(sent).toEqual([]);
  });

  it('is remembered when skipped (closed at the first step)', async () => {
    const sent = recordTourCalls();
    renderWithProviders(<Screen user={signIn([])} />);
    await waitFor(() => expect(popoverTitle()).not.toBeNull());
    click('.driver-popover-close-btn');
    await waitFor(() => expect(sent).toEqual([{ pageKeys: [PROJECT_TOUR_KEY] }]));
    expect(popoverTitle()).toBeNull();
  });

  it('does not start once seen, but starts again when asked (?tour=1)', async () => {
    const sent = recordTourCalls();
    const seen = renderWithProviders(<Screen user={signIn([PROJECT_TOUR_KEY])} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(popoverTitle()).toBeNull();
    seen.unmount();

    renderWithProviders(<Screen user={signIn([PROJECT_TOUR_KEY])} />, { route: '/new-project?tour=1' });
    await waitFor(() => expect(popoverTitle()).toBe(PROJECT_TOUR_STEPS[0]!.popover!.title));
    click('.driver-popover-close-btn');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/new-project'));
    expect(sent).toEqual([{ pageKeys: [PROJECT_TOUR_KEY] }]);
  });
});
