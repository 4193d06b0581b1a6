// How much an uploaded .xlsx (a zip) expands to, measured by inflating it under a cap, before
// the workbook library reads it. The library inflates every part whole into memory: a 2 MB
// upload of 2 GB of blank sheet XML took the server to 2.4 GB of memory and 14 s of CPU before
// it failed, and one at the upload limit could take it down. The sizes a zip declares are the
// sender's word, so each part is inflated with zlib's maxOutputLength, which stops at the cap.
// Layout: PKWARE APPNOTE.TXT 6.3.10, §4.3.12 central directory, §4.3.16 end of central directory.
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The end record is 22 bytes, then a comment of at most 65,535. */
const END_RECORD_SEARCH = 22 + 0xffff;

export type ExpansionCheck = { ok: true; expanded_bytes: number } | { ok: false; message: string };

/**
 * The bytes the zip's parts inflate to, if that is at most `limit_bytes`; else why not. Parts
 * stored or deflated only (what Excel and every spreadsheet writer use); a zip64 archive (parts
 * of 4 GB and more) is refused, as no workbook within the upload limit needs one.
 */
export function checkZipExpansion(zip: Uint8Array, limit_bytes: number): ExpansionCheck {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const damaged = { ok: false, message: 'the workbook is damaged and cannot be read' } as const;
  const tooLarge = {
    ok: false,
    message: `the workbook expands to more than ${limit_bytes / 1024 / 1024} MB of sheets: split it or remove what the import does not need`,
  } as const;
  const end = findEndRecord(bytes);
  if (end < 0) return damaged;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || at === 0xffffffff) return tooLarge; // zip64
  let expanded = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return damaged;
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const localHeader = bytes.readUInt32LE(at + 42);
    if (compressed === 0xffffffff || declared === 0xffffffff || localHeader === 0xffffffff) return tooLarge;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (localHeader + 30 > bytes.length || bytes.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER)
      return damaged;
    const dataStart =
      localHeader + 30 + bytes.readUInt16LE(localHeader + 26) + bytes.readUInt16LE(localHeader + 28);
    if (dataStart + compressed > bytes.length) return damaged;
    const room = limit_bytes - expanded;
    if (method === STORED) {
      if (compressed > room) return tooLarge;
      expanded += compressed;
    } else if (method === DEFLATED) {
      try {
        // one byte more than the room: output that reaches it is over the limit
        expanded += inflateRawSync(bytes.subarray(dataStart, dataStart + compressed), {
          maxOutputLength: room + 1,
        }).length;
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge : damaged;
      }
      if (expanded > limit_bytes) return tooLarge;
    } else return damaged;
  }
  return { ok: true, expanded_bytes: expanded };
}

/** Offset of the end of central directory record, searching back from the end; −1 if none. */
function findEndRecord(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - END_RECORD_SEARCH);
  for (let i = bytes.length - 22; i >= stop; i--)
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  return -1;
}
