// The contact message form: one mail to support, answerable by replying to it (Reply-To is the
// writer), with the file attached. Sent before the answer: the writer learns at once whether
// their message left.
import { contactMessageFieldsSchema } from '@pilewise/contracts';
import type { Mailer } from '../mail/mailer';
import { FieldError } from '../shared/errors';
import { checkContactFile } from './contact-file';

export interface ContactUpload {
  field: string;
  fileName: string;
  bytes: Buffer;
}

export class ContactService {
  constructor(private readonly deps: { mailer: Mailer; supportEmail: string }) {}

  async sendMessage(fields: Record<string, unknown>, files: ContactUpload[]): Promise<{ message: string }> {
    const parsed = contactMessageFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new FieldError(String(issue.path[0] ?? 'body'), issue.message);
    }
    const m = parsed.data;
    const attachments = files.map((f) => ({
      filename: f.fileName,
      content: f.bytes,
      contentType: checkContactFile(f.field, f.fileName, f.bytes).contentType,
    }));
    await this.deps.mailer.send({
      to: this.deps.supportEmail,
      replyTo: m.useremail,
      subject: `[${m.type}] ${m.title}`,
      text: `${m.message}\n\n-- \n${m.username} <${m.useremail}>${
        attachments.length > 0 ? `\nAttached: ${attachments.map((a) => a.filename).join(', ')}` : ''
      }`,
      attachments,
    });
    return { message: 'Thank you: your message was sent to PileWise support.' };
  }
}
