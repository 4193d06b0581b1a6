// Approve stamping: the stamped report is required; the geotechnical report and the TOPL file
// (spec §3 super-review update) go with it when chosen.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { StampedReportModal } from './stamped-report-modal';

// Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

describe('approve stamping dialog', () => {
  it('sends the stamped report with the geotechnical report and the TOPL file', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <StampedReportModal
        opened
        projectName="Mesa Solar"
        pending={false}
        error={null}
        onClose={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve stamping' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choose the stamped report (a PDF)')).toBeInTheDocument();
    // Mantine's FileInputs are buttons over hidden inputs, in the order shown: stamped, geotech, TOPL.
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const stamped = new File(['%PDF-1.4'], 'stamped.pdf', { type: 'application/pdf' });
    const topl = new File(['pier,P\n'], 'topl.csv', { type: 'text/csv' });
    await user.upload(inputs[0]!, stamped);
    await user.upload(inputs[2]!, topl);
    await user.click(screen.getByRole('button', { name: 'Approve stamping' }));
    expect(onSubmit).toHaveBeenCalledWith({
      stampedReport: stamped,
      comment: '',
      geoTechFile: null,
      toplFile: topl,
    });
  });
});
