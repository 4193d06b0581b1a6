// The side panel's line about the newest run says when the result cache answered it (issue 12).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Run } from '@pilewise/contracts';
import { useSession } from '../../../stores/session';
import { makeUser, renderWithProviders } from '../../../testing/render';
import { makeSucceededRun, PROJECT_ID } from '../../../testing/runs';
import { LastRunStatus } from './last-run-status';

vi.mock('../run-socket', () => ({ useRunSocket: () => ({ live: false }) }));

function serveRuns(runs: Run[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ runs }));
}

beforeEach(() => useSession.getState().signIn('jwt-1', makeUser()));
afterEach(() => vi.restoreAllMocks());

describe('LastRunStatus', () => {
  it('says the newest run was answered from an identical earlier run', async () => {
    serveRuns([{ ...makeSucceededRun(), cachedFrom: '00000000-0000-4000-8000-0000000000aa' }]);
    renderWithProviders(<LastRunStatus projectId={PROJECT_ID} />);
    expect(await screen.findByText('Answered from an identical earlier run')).toBeInTheDocument();
  });

  it('says nothing of the cache for a run the engine designed', async () => {
    serveRuns([{ ...makeSucceededRun(), cachedFrom: null }]);
    renderWithProviders(<LastRunStatus projectId={PROJECT_ID} />);
    expect(await screen.findByText(/^Fast Lane/)).toBeInTheDocument();
    expect(screen.queryByText('Answered from an identical earlier run')).toBeNull();
  });
});
