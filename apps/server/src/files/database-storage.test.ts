// FILE_STORAGE=database (issue 11, "Runs on a cluster"): file bytes in the shared database, so a
// file one API process stored downloads from another.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { buildApp } from '../app';
import { testConfig } from '../../test/helper';
import { insertProjectFile } from '../reviews/reviews.repository';
import { DatabaseStorage } from './storage';

describe.each(BACKENDS)('DatabaseStorage on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend, { FILE_STORAGE: 'database' });
    admin = await signUpCompany(t, { companyName: 'Stored Co' });
  });
  afterAll(() => t?.close());

  it('gives back the bytes it stored, deletes them, and a second delete is not an error', async () => {
    const storage = new DatabaseStorage(t.database.db);
    const bytes = new Uint8Array([0, 1, 2, 255, 37, 80, 68, 70]);
    const key = await storage.put('project-1', bytes);
    expect(key).toMatch(/^project-1\/[0-9a-f-]{36}$/);
    expect(new Uint8Array(await storage.get(key))).toEqual(bytes);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow(/ENOENT/);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.put('../etc', bytes)).rejects.toThrow(/not a plain name/);
  });

  it('a file stored through one API process downloads from another on the same database', async () => {
    expect(t.app.storage).toBeInstanceOf(DatabaseStorage);
    const project = await createProject(t, admin);
    const bytes = Buffer.from('%PDF-1.4 kept in the database');
    const id = randomUUID();
    await insertProjectFile(t.database.db, {
      id,
      projectId: project._id,
      companyId: admin.companyId,
      uploadedBy: admin.id,
      kind: 'generatedReport',
      label: 'Report',
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      storageKey: await t.app.storage.put(project._id, bytes),
    });
    // A second process: its own app (and data dir), the same database.
    const other = await buildApp(
      testConfig({ FILE_STORAGE: 'database', PILEWISE_DATA_DIR: `/tmp/pilewise-other-${id}` }),
      {
        database: t.database,
        logger: false,
      },
    );
    try {
      const res = await other.inject({
        method: 'GET',
        url: `/api/files/download/${id}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
