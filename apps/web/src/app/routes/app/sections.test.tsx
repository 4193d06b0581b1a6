import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySection } from '@pilewise/contracts';
import { useSession } from '../../../stores/session';
import { makeUser, renderWithProviders } from '../../../testing/render';
import SectionsRoute from './sections';

const IN = 0.0254;

function mockApi(reply: (path: string, method: string, body: unknown) => { status: number; body: unknown }) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const method = init?.method ?? 'GET';
    calls.push({ path: url.pathname, method, body });
    if (url.pathname === '/api/auth/csrf') return Response.json({});
    const r = reply(url.pathname, method, body);
    return Response.json(r.body, { status: r.status });
  });
  return calls;
}

// AISC W6x9 row as test data (AISC Shapes Database v16.0).
const stored: CompanySection = {
  _id: '00000000-0000-4000-8000-000000000009',
  name: 'NXT T9',
  family: 'NXT',
  source: 'Mill data sheet MS-1 (test)',
  section: {
    kind: 'user-W',
    name: 'NXT T9',
    family: 'NXT',
    d_m: 5.9 * IN,
    bf_m: 3.94 * IN,
    tf_m: 0.215 * IN,
    tw_m: 0.17 * IN,
    source: 'Mill data sheet MS-1 (test)',
  },
  weight_lb_per_ft: 8.77,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('Sections screen', () => {
  beforeEach(() => useSession.getState().signIn('token', makeUser({ role: 'User' })));
  afterEach(() => {
    useSession.getState().signOut();
    vi.restoreAllMocks();
  });

  it('lists the library with each source note, and adds a section in inches as SI', async () => {
    const calls = mockApi((path, method, body) =>
      method === 'POST'
        ? {
            status: 200,
            body: {
              message: 'NXT T12 was added to the library',
              section: { ...stored, _id: '00000000-0000-4000-8000-000000000012', ...(body as object) },
            },
          }
        : { status: 200, body: { sections: [stored] } },
    );
    renderWithProviders(<SectionsRoute />);
    const table = await screen.findByRole('table', { name: 'Company sections' });
    expect(within(table).getByText('Mill data sheet MS-1 (test)')).toBeInTheDocument();
    expect(within(table).getByText(/d 5.9 · bf 3.94 · tf 0.215 · tw 0.17 in/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'NXT T12');
    await user.type(within(dialog).getByRole('textbox', { name: /^Family/ }), 'NXT');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Source note/ }),
      'Vendor drawing VD-7 rev A',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^d \(depth\)/ }), '6.03');
    await user.type(within(dialog).getByRole('textbox', { name: /^bf/ }), '4x');
    await user.type(within(dialog).getByRole('textbox', { name: /^tf/ }), '0.28');
    await user.type(within(dialog).getByRole('textbox', { name: /^tw/ }), '0.23');
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
    // A letter is refused with a message, nothing sent.
    expect(await within(dialog).findByText(/“4x” is not a number/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: /^bf/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^bf/ }), '4.0');
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as { section: Record<string, unknown> };
    expect(sent.section).toMatchObject({ kind: 'user-W', name: 'NXT T12', family: 'NXT' });
    expect(sent.section.d_m as number).toBeCloseTo(6.03 * IN, 10);
  });

  it('shows the server naming a field at that field (a name taken)', async () => {
    mockApi((_path, method) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              message: 'section.name: The library already has a section named NXT T9',
              field: 'section.name',
              code: 'CONFLICT',
            },
          }
        : { status: 200, body: { sections: [stored] } },
    );
    renderWithProviders(<SectionsRoute />);
    await screen.findByRole('table', { name: 'Company sections' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'NXT T9');
    await user.type(within(dialog).getByRole('textbox', { name: /^Family/ }), 'NXT');
    await user.type(within(dialog).getByRole('textbox', { name: /^Source note/ }), 'Sheet');
    for (const [label, v] of [
      [/^d \(depth\)/, '5.9'],
      [/^bf/, '3.94'],
      [/^tf/, '0.215'],
      [/^tw/, '0.17'],
    ] as const)
      await user.type(within(dialog).getByRole('textbox', { name: label }), v);
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(
      await within(dialog).findByText('The library already has a section named NXT T9'),
    ).toBeInTheDocument();
  });
});
