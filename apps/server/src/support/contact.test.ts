// The contact form over real SMTP: a local smtp-server on a random port, parsed with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

/** A multipart body as a browser would send it. */
async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

const fields = {
  title: 'Frost depth in Minnesota',
  message: 'Which frost depth does the Nevados example use, and why?',
  type: 'Question',
  useremail: 'Engineer@Example.com',
  username: 'Dana Engineer',
};
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('POST /api/auth/send-message (contact form)', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    smtp.on('error', () => undefined);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      SUPPORT_EMAIL: 'help@pilewise.test',
      CONTACT_RATE_LIMIT_MAX: '6',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails support, answerable to the writer, with the PDF attached', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/send-message',
      ...(await multipart(fields, { name: 'boring-log.pdf', bytes: PDF })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you: your message was sent to PileWise support.' });
    const mail = received.at(-1)!;
    expect(mail.to).toMatchObject({ text: 'help@pilewise.test' });
    expect(mail.replyTo).toMatchObject({ text: 'engineer@example.com' });
    expect(mail.subject).toBe('[Question] Frost depth in Minnesota');
    expect(mail.text).toContain('Which frost depth does the Nevados example use');
    expect(mail.text).toContain('Dana Engineer <engineer@example.com>');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'boring-log.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(mail.attachments[0]!.content, PDF)).toBe(0);
  });

  it('refuses a file that is not what its name says, and a type not offered, naming the field', async () => {
    const fake = await t.call({
      method: 'POST',
      url: '/api/auth/send-message',
      ...(await multipart(fields, {
        name: 'report.pdf',
        bytes: Buffer.from('MZ\x90\x00 not a pdf', 'latin1'),
      })),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ field: 'file', message: 'file: report.pdf is not a PDF file' });
    const exe = await t.call({
      method: 'POST',
      url: '/api/auth/send-message',
      ...(await multipart(fields, { name: 'tool.exe', bytes: Buffer.from('MZ') })),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toMatch(/^file: tool\.exe: allowed types are \.pdf/);
  });

  it('names a missing or bad field (JSON works too), and sends nothing', async () => {
    const before = received.length;
    const noTitle = await t.call({
      method: 'POST',
      url: '/api/auth/send-message',
      payload: { ...fields, title: ' ' },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ field: 'title', message: 'title: Enter a title' });
    const badType = await t.call({
      method: 'POST',
      url: '/api/auth/send-message',
      payload: { ...fields, type: 'Spam' },
    });
    expect(badType.json()).toMatchObject({ field: 'type' });
    expect(received.length).toBe(before);
  });

  it('limits the messages one address sends (429 past the limit)', async () => {
    // Five calls above already counted against this address; the limit is 6 in the window.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await t.call({ method: 'POST', url: '/api/auth/send-message', payload: fields })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 429, 429]);
  });
});
