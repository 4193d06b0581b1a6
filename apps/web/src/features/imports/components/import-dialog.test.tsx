// The import dialog's hint says what other layouts may hold for the file kind chosen: layer
// depths and unit weights are a geotechnical workbook's, not a load file's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { makeUser, renderWithProviders } from '../../../testing/render';
import { ImportDialog } from './import-dialog';

beforeEach(() => {
  useSession.getState().signIn('jwt-1', makeUser());
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
});
afterEach(() => vi.restoreAllMocks());

describe('ImportDialog', () => {
  it('names layer depths and effective unit weights for a geotechnical workbook only', async () => {
    renderWithProviders(<ImportDialog projectId="p1" unitSystem="imperial" opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import from Excel' });
    expect(dialog).toHaveTextContent(/one Depth column of ranges \(0 - 3\), unit weights total or effective/);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Nextracker pile head loads/ }));
    expect(dialog).toHaveTextContent(/units by their headers or a row of units under them\./);
    expect(dialog).not.toHaveTextContent(/Depth column/);
  });
});
