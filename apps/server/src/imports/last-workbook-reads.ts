// Each user's last workbook read, kept for the confirm that follows its preview: the web app sends
// the same file twice (preview, then confirm), and a large workbook takes seconds of the documents
// thread to read (issue 12: a confirm waited as long as its preview). Kept per user, not per
// content, so that no company can tell from a confirm's speed what another company uploaded.
import { webcrypto } from 'node:crypto';
import type { ImportKind } from '@pilewise/contracts';
import type { WorkbookRead } from './read-import-workbook';

/** How long a preview's read waits for its confirm: an engineer reads the preview first. */
export const LAST_READ_KEPT_MS = 15 * 60_000;
/** At most this many users' reads are kept (the oldest go first). */
export const LAST_READS_KEPT = 64;
/**
 * And at most this much of them, as JSON characters (a read's heap is some two to three times
 * that): a tracker's load file of thousands of piers reads to a few hundred kB, but a 5 MB
 * workbook of numbers can read to tens of MB, and trial accounts are free to open. A read larger
 * than a quarter of it is not kept (its confirm reads the workbook again).
 */
export const LAST_READS_BUDGET_CHARS = 32_000_000;

/**
 * What a read depends on: the import kind, the file's name (its issues name it) and its bytes, by
 * their SHA-256, taken on libuv's thread pool (webcrypto's digest is asynchronous), not on the
 * event loop: 3 to 7 ms for a workbook at the 5 MB upload limit.
 */
export async function workbookFingerprint(
  kind: ImportKind,
  fileName: string,
  bytes: Uint8Array,
): Promise<string> {
  const digest = Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
  return JSON.stringify([kind, fileName, digest]);
}

interface Kept {
  fingerprint: string;
  read: WorkbookRead;
  size_chars: number;
  keptAt_ms: number;
}

export class LastWorkbookReads {
  /** By user id, the least recently kept first (a Map keeps insertion order). */
  readonly #byUser = new Map<string, Kept>();
  #size_chars = 0;

  constructor(private readonly now_ms: () => number = Date.now) {}

  /** The user's last read, when it was of this workbook and is not too old. */
  find(userId: string, fingerprint: string): WorkbookRead | undefined {
    const kept = this.#byUser.get(userId);
    if (!kept) return undefined;
    if (this.now_ms() - kept.keptAt_ms > LAST_READ_KEPT_MS) {
      this.#forget(userId);
      return undefined;
    }
    return kept.fingerprint === fingerprint ? kept.read : undefined;
  }

  /** Keeps the user's read (its JSON length: size_chars) in place of their last one. */
  keep(userId: string, fingerprint: string, read: WorkbookRead, size_chars: number): void {
    this.#forget(userId);
    if (size_chars > LAST_READS_BUDGET_CHARS / 4) return;
    this.#byUser.set(userId, { fingerprint, read, size_chars, keptAt_ms: this.now_ms() });
    this.#size_chars += size_chars;
    for (const oldest of this.#byUser.keys()) {
      if (this.#byUser.size <= LAST_READS_KEPT && this.#size_chars <= LAST_READS_BUDGET_CHARS) break;
      this.#forget(oldest);
    }
  }

  #forget(userId: string): void {
    const kept = this.#byUser.get(userId);
    if (!kept) return;
    this.#byUser.delete(userId);
    this.#size_chars -= kept.size_chars;
  }

  /** Reads kept. */
  get size(): number {
    return this.#byUser.size;
  }

  /** Their JSON length, all together. */
  get size_chars(): number {
    return this.#size_chars;
  }
}
