// The "Hand over" action of the project side panel: shown to the owner and the Admin only; the
// picker lists the company's other users; the call names the chosen one; a refusal is shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProject, makeUser, renderWithProviders } from '../../../testing/render';
import { HandOverButton, mayHandOver } from './hand-over';

afterEach(() => vi.restoreAllMocks());

const owner = makeUser({ _id: '11111111-1111-4111-8111-111111111111', role: 'User' });
const admin = makeUser({ _id: '22222222-2222-4222-8222-222222222222', role: 'Admin' });
const colleague = {
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Carl Colleague',
  email: 'carl@example.com',
  role: 'User',
};
const project = makeProject({ owner: owner._id, username: 'Ada Lovelace', name: 'Mesa Solar' });

function mockApi(answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (path === '/api/projects/AllUsers')
      return Response.json({
        users: [{ _id: owner._id, name: 'Ada Lovelace', email: 'ada@example.com', role: 'User' }, colleague],
      });
    if (path === '/api/projects/projectUser') {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return answer(body);
    }
    return Response.json({});
  });
  return sent;
}

describe('hand over', () => {
  it('the owner or an Admin only', () => {
    expect(mayHandOver(project, owner)).toBe(true);
    expect(mayHandOver(project, admin)).toBe(true);
    expect(mayHandOver(project, makeUser({ _id: colleague._id, role: 'Reviewer' }))).toBe(false);
    renderWithProviders(
      <HandOverButton project={project} user={makeUser({ _id: colleague._id, role: 'User' })} />,
    );
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
  });

  it('the owner picks a colleague (not themselves) and the project is handed to them', async () => {
    const sent = mockApi(() =>
      Response.json({
        projectId: project._id,
        ownerId: colleague._id,
        previousOwnerId: owner._id,
        project: { ...project, owner: colleague._id, username: 'Carl Colleague' },
      }),
    );
    renderWithProviders(<HandOverButton project={project} user={owner} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over Mesa Solar' });
    const picker = within(dialog).getByRole('combobox', { name: 'New owner' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(within(picker).queryByRole('option', { name: /Ada Lovelace/ })).toBeNull();
    await user.selectOptions(picker, colleague._id);
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(sent).toEqual([{ projectId: project._id, userId: colleague._id }]));
    expect(await screen.findByText('Mesa Solar now belongs to Carl Colleague')).toBeInTheDocument();
  });

  it("the server's refusal is shown in the dialog", async () => {
    mockApi(() =>
      Response.json(
        {
          statusCode: 409,
          code: 'PROJECT_LOCKED',
          error: 'Conflict',
          message: 'Ada Lovelace has this project open for editing',
        },
        { status: 409 },
      ),
    );
    renderWithProviders(<HandOverButton project={project} user={admin} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: 'New owner' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, colleague._id);
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText(/has this project open for editing/)).toBeInTheDocument();
  });
});
