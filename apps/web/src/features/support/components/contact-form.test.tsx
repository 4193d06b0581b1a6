import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ContactForm } from './contact-form';

afterEach(() => vi.restoreAllMocks());

function mockSend(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (new URL(String(input)).pathname === '/api/auth/send-message') sent.push(init?.body as FormData);
    return Response.json(reply.body, { status: reply.status });
  });
  return sent;
}

/** Mantine's FileInput is a button; the file goes to the hidden input it opens. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const defaults = { username: 'Dana Engineer', useremail: 'dana@example.com' };

describe('contact form', () => {
  it('sends title, message, type, name, email and the file as form data', async () => {
    const sent = mockSend({
      status: 200,
      body: { message: 'Thank you: your message was sent to PileWise support.' },
    });
    const onSent = vi.fn();
    renderWithProviders(<ContactForm defaults={defaults} onSent={onSent} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Frost depth');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Which frost depth applies?');
    const file = new File(['%PDF-1.7'], 'log.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith('Thank you: your message was sent to PileWise support.'),
    );
    const form = sent[0]!;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      title: 'Frost depth',
      message: 'Which frost depth applies?',
      type: 'Question',
      username: 'Dana Engineer',
      useremail: 'dana@example.com',
    });
    expect((form.get('file') as File).name).toBe('log.pdf');
  });

  it('says what is missing before sending, and shows the server naming a field at that field', async () => {
    const sent = mockSend({
      status: 400,
      body: { message: 'file: log.pdf is not a PDF file', code: 'VALIDATION', field: 'file' },
    });
    renderWithProviders(<ContactForm defaults={defaults} onSent={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByText('Enter your message')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'T');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'M');
    await user.upload(fileInput(), new File(['MZ'], 'log.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('log.pdf is not a PDF file')).toBeInTheDocument();
  });

  it('shows a refusal that names no field (too many messages) above the button', async () => {
    mockSend({ status: 429, body: { message: 'Too many requests: try again later', code: 'RATE_LIMITED' } });
    renderWithProviders(<ContactForm defaults={defaults} onSent={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'T');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'M');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was not sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests: try again later')).toBeInTheDocument();
  });
});
