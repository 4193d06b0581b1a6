import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { findNulCharacter } from './nul-guard';

describe('findNulCharacter', () => {
  it('names the path of the first string holding U+0000', () => {
    expect(findNulCharacter({ name: 'ok', design: { piles: [{ tag: 'a\u0000b' }] } })).toBe(
      'design.piles.0.tag',
    );
    expect(findNulCharacter({ name: 'ok', n: 3, list: [null, true] })).toBeNull();
  });
});

describe.each(BACKENDS)('NUL characters in input on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Nul Co' });
  });
  afterAll(() => t?.close());

  it('a 400 naming the field, and nothing written', async () => {
    const before = (await t.database.db.select().from(projects)).length;
    const res = await t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: admin.token,
      payload: { name: 'North\u0000field', client: 'Sunny Farms' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'name', code: 'VALIDATION' });
    expect(res.json<{ message: string }>().message).toMatch(/^name: contains a NUL character/);
    expect((await t.database.db.select().from(projects)).length).toBe(before);
  });
});
