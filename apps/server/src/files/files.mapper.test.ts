import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './files.mapper';

describe('download file names', () => {
  it('an ASCII name as typed, quoted, and again in filename*', () => {
    expect(attachmentDisposition('Site A report rev 2.pdf')).toBe(
      `attachment; filename="Site A report rev 2.pdf"; filename*=UTF-8''Site%20A%20report%20rev%202.pdf`,
    );
  });

  it('never lets a quote or a non-ASCII character break the header; filename* keeps the real name', () => {
    expect(attachmentDisposition('Müller "Nord" (φ′).pdf')).toBe(
      `attachment; filename="M_ller _Nord_ (__).pdf"; filename*=UTF-8''M%C3%BCller%20%22Nord%22%20%28%CF%86%E2%80%B2%29.pdf`,
    );
  });
});
