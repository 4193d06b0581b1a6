// The file a contact message may carry: checked by extension and, for PDFs and images, by its
// bytes (a renamed executable is refused); its type for the mail is ours, not the client's.
import { extname } from 'node:path';
import { CONTACT_FILE_EXTENSIONS } from '@pilewise/contracts';
import { FieldError } from '../shared/errors';

const CONTENT_TYPES: Record<(typeof CONTACT_FILE_EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The first bytes each binary type must start with (PDF 1.7 §7.5.2, PNG spec §5.2, JPEG SOI, ZIP local header). */
const SIGNATURES: Partial<Record<string, Buffer>> = {
  'application/pdf': Buffer.from('%PDF-', 'latin1'),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

const isText = (bytes: Buffer) => !bytes.includes(0);

export function checkContactFile(field: string, fileName: string, bytes: Buffer): { contentType: string } {
  const ext = extname(fileName).toLowerCase() as keyof typeof CONTENT_TYPES;
  const contentType = CONTENT_TYPES[ext];
  if (!contentType) {
    throw new FieldError(
      field,
      `${fileName || 'the file'}: allowed types are ${CONTACT_FILE_EXTENSIONS.join(' ')}`,
    );
  }
  const signature = SIGNATURES[contentType];
  const matches = signature ? bytes.subarray(0, signature.length).equals(signature) : isText(bytes);
  if (!matches) throw new FieldError(field, `${fileName} is not a ${ext.slice(1).toUpperCase()} file`);
  return { contentType };
}
