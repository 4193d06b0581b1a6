// One storage for every file the product keeps (architecture.md "Storage"): local disk by
// default, under <data dir>/files; or the database (FILE_STORAGE=database), so every API process
// on one PostgreSQL reads the same files. Keys are opaque, made here, never from a user's file name,
// so a name like '../../etc/passwd' can never reach the file system.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';

export interface FileStorage {
  /** Stores the bytes and returns the key to read them back. `prefix` groups keys (a project id). */
  put(prefix: string, bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes the bytes; a key already gone is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_PREFIX = /^[A-Za-z0-9_-]{1,64}$/;
const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}$/;

/** Files under `root` on the local disk. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(prefix: string, bytes: Uint8Array): Promise<string> {
    if (!SAFE_PREFIX.test(prefix)) throw new Error(`storage prefix '${prefix}' is not a plain name`);
    const key = `${prefix}/${randomUUID()}`;
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return key;
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`storage key '${key}' is not one this storage made`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key '${key}' leaves the storage`);
    return path;
  }
}

/** Files as rows of `stored_files` (bytea), in the app's own database. */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly db: Db) {}

  async put(prefix: string, bytes: Uint8Array): Promise<string> {
    if (!SAFE_PREFIX.test(prefix)) throw new Error(`storage prefix '${prefix}' is not a plain name`);
    const key = `${prefix}/${randomUUID()}`;
    await this.db.insert(storedFiles).values({ key, bytes: Buffer.from(bytes) });
    return key;
  }

  async get(key: string): Promise<Buffer> {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    if (!row) throw Object.assign(new Error(`ENOENT: no stored file '${key}'`), { code: 'ENOENT' });
    return Buffer.from(row.bytes);
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
}
