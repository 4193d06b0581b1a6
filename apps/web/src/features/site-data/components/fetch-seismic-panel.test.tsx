import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { FetchSeismicPanel } from './fetch-seismic-panel';

afterEach(() => vi.restoreAllMocks());

const PROJECT = '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a10';

function mockServer(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (new URL(String(input)).pathname === '/api/projects/get-seismic-details') {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json(body, { status });
    }
    return Response.json({});
  });
  return sent;
}

const props = {
  projectId: PROJECT,
  designCode: 'ASCE 7-22',
  riskCategory: 2 as const,
  latitude: 34.05,
  longitude: -118.25,
};

describe('Fetch from location', () => {
  it('shows what was fetched and from where, and applies the values given', async () => {
    const sent = mockServer(200, {
      values: { Ss: 2.4, S1: 0.84, SMS: 2.4, SM1: null, SDS: 1.6, SD1: null, TL_s: 8 },
      source: {
        service: 'USGS Seismic Design Web Services (ASCE7-22)',
        url: 'https://earthquake.usgs.gov/ws/designmaps/asce7-22.json?latitude=34.05',
        referenceDocument: 'ASCE7-22',
        fetchedAt: '2026-11-23T12:00:00.000Z',
        latitude: 34.05,
        longitude: -118.25,
        riskCategory: 'II',
        siteClass: 'D',
      },
      missing: ['SM1: not given by the service: enter it', 'SD1: not given by the service: enter it'],
    });
    const onApply = vi.fn();
    renderWithProviders(<FetchSeismicPanel {...props} onApply={onApply} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fetch from location' }));
    await user.click(await screen.findByRole('button', { name: 'Fetch' }));
    const table = await screen.findByRole('table', { name: 'Fetched seismic values' });
    expect(within(table).getByText('1.6 g')).toBeInTheDocument();
    expect(within(table).getAllByText('not given: type it')).toHaveLength(2);
    expect(screen.getByText(/From USGS Seismic Design Web Services \(ASCE7-22\)/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        projectId: PROJECT,
        designCode: 'ASCE 7-22',
        riskCategory: 2,
        siteClass: 'D',
        latitude: 34.05,
        longitude: -118.25,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Use these values' }));
    expect(onApply).toHaveBeenCalledWith({ Ss: 2.4, S1: 0.84, SMS: 2.4, SDS: 1.6, TL_s: 8 });
  });

  it('without a network the user is told to type the values, and nothing is applied', async () => {
    mockServer(503, {
      message:
        'The USGS seismic design service could not be reached (connection refused; https://earthquake.usgs.gov): type Ss, S1, SMS, SM1, SDS, SD1 and TL from the USGS web site or the geotechnical report',
      code: 'SERVICE_UNAVAILABLE',
    });
    const onApply = vi.fn();
    renderWithProviders(<FetchSeismicPanel {...props} onApply={onApply} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fetch from location' }));
    await user.click(await screen.findByRole('button', { name: 'Fetch' }));
    await waitFor(() =>
      expect(screen.getByText(/could not be reached \(connection refused/)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Use these values' })).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });
});
