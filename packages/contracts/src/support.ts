// The contact message form (spec §3 Message form; §7 auth/send-message, multipart): anyone,
// signed in or not, writes to support; an optional file travels with it.
import { z } from 'zod';
import { emailSchema } from './auth';

export const CONTACT_MESSAGE_TYPES = ['Question', 'Problem', 'Feature request', 'Billing', 'Other'] as const;
export type ContactMessageType = (typeof CONTACT_MESSAGE_TYPES)[number];

/** File types the form takes, by extension; the server also checks the bytes of PDFs and images. */
export const CONTACT_FILE_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.txt', '.csv', '.xlsx'] as const;
export const CONTACT_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const contactMessageFieldsSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
    message: z.string().trim().min(1, 'Enter your message').max(5000, 'At most 5000 characters'),
    type: z.enum(CONTACT_MESSAGE_TYPES, {
      error: `Choose one of ${CONTACT_MESSAGE_TYPES.join(', ')}`,
    }),
    useremail: emailSchema,
    username: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  })
  .meta({ id: 'ContactMessageFields' });
export type ContactMessageFields = z.input<typeof contactMessageFieldsSchema>;
