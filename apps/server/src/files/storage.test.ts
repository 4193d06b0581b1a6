import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './storage';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pilewise-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('gives back the bytes it stored, under a key of its own making', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const key = await storage.put('project-1', bytes);
    expect(key).toMatch(/^project-1\/[0-9a-f-]{36}$/);
    expect(new Uint8Array(await storage.get(key))).toEqual(bytes);
  });

  it('deletes, and a second delete is not an error', async () => {
    const key = await storage.put('p', new Uint8Array([1, 2, 3]));
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow(/ENOENT/);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys and prefixes that could leave its folder', async () => {
    await expect(storage.put('../x', new Uint8Array())).rejects.toThrow(/plain name/);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/not one this storage made/);
    await expect(storage.get('p/../../00000000-0000-0000-0000-000000000000')).rejects.toThrow();
  });
});
