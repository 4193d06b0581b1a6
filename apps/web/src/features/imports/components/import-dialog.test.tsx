// The import dialog's hint says what other layouts may hold for the file kind chosen: layer
// depths and unit weights are a geotechnical workbook's, not a load file's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@pilewise/contracts';
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

  it('offers to preview a workbook refused as one kind as the kind it reads as, and does', async () => {
    const posted: string[] = [];
    vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      posted.push(path);
      if (path === API_PATHS.imports.convert('geotech'))
        return Response.json(
          {
            message: 'NXT loads.xlsx: the workbook reads as Nextracker pile head loads (NXT) … (and 1 more)',
            code: 'VALIDATION',
            readsAs: 'nxt',
            issues: [
              {
                file: 'NXT loads.xlsx',
                sheet: null,
                row: null,
                column: null,
                message: 'the workbook reads as Nextracker pile head loads (NXT), not Geotechnical report …',
              },
            ],
          },
          { status: 400 },
        );
      if (path === API_PATHS.imports.convert('nxt'))
        return Response.json({
          preview: {
            kind: 'nxt',
            fileName: 'NXT loads.xlsx',
            groups: {},
            summary: ['10 pier types × 5 load cases'],
            warnings: [],
          },
        });
      return Response.json({});
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog projectId="p1" unitSystem="imperial" opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import from Excel' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File(['x'], 'NXT loads.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(
      await screen.findByRole('button', { name: 'Preview as Nextracker pile head loads (NXT)' }),
    );
    expect(await screen.findByText('10 pier types × 5 load cases')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Nextracker pile head loads/ })).toBeChecked();
    expect(posted.filter((p) => p.startsWith('/api/projects/convert'))).toEqual([
      API_PATHS.imports.convert('geotech'),
      API_PATHS.imports.convert('nxt'),
    ]);
  });
});
