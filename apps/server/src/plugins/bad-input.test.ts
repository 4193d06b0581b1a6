// No 500 on bad input (issue 11): bodies nested 5,000 deep, lone UTF-16 surrogates bound for a
// JSONB column, malformed multipart bodies, and an ever-growing tour list are each a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TOUR_MAX_KEYS } from '@pilewise/contracts';
import { createProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { findUnstorableInput, MAX_INPUT_DEPTH } from './nul-guard';

/** `{"a":{"a":...{"a":1}}}`, `levels` objects deep, as text (the server parses it). */
const nested = (levels: number, leaf = '1') => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);

describe('findUnstorableInput', () => {
  it('walks without recursion: 100,000 levels answer, naming where it went too deep', () => {
    const deep = JSON.parse(nested(100_000)) as unknown;
    const found = findUnstorableInput(deep);
    expect(found?.problem).toBe(`nests deeper than ${MAX_INPUT_DEPTH} levels`);
    expect(found?.field.split('.')).toHaveLength(MAX_INPUT_DEPTH);
  });
  it('names a lone surrogate, high or low, in a value or a key; a whole pair is fine', () => {
    expect(findUnstorableInput({ design: { tag: 'a\ud800b' } })?.field).toBe('design.tag');
    expect(findUnstorableInput({ list: ['ok', '\udc00'] })?.field).toBe('list.1');
    expect(findUnstorableInput({ ['k\ud83d']: 1 })?.field).toBe('k\ud83d');
    expect(findUnstorableInput({ emoji: 'pile \ud83d\udd29 ok' })).toBeNull();
  });
});

describe.each(BACKENDS)('bad input answers 4xx on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Bad Input Co' });
  });
  afterAll(() => t?.close());

  const postJson = (url: string, payload: string, token?: string) =>
    t.call({ method: 'POST', url, token, headers: { 'content-type': 'application/json' }, payload });

  it('a bad id names its field once', async () => {
    const res = await t.call({ method: 'GET', url: '/api/projects/runs/not-a-uuid', token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'runId: must be a run id (UUID)',
      field: 'runId',
      code: 'VALIDATION',
    });
  });

  it("zod's own wording is said as a person would, a contract's own message kept as written", async () => {
    const list = (query: string) =>
      t.call({ method: 'GET', url: `/api/projects/list?${query}`, token: admin.token });
    const bad = await list('page=abc&sort=zzz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message.split('; ').sort()).toEqual([
      'page: must be a number',
      'sort: must be one of "created_desc", "created_asc"',
    ]);
    expect((await list('page=0')).json<{ message: string }>().message).toBe('page: must be ≥ 1');
    const signUp = await postJson('/api/auth/sign-up', '{"email":"not-an-email"}');
    expect(signUp.json<{ message: string }>().message).toMatch(/^firstName: First name is required; /);
  });

  it('5,000 levels of nesting, signed in or not: 400', async () => {
    const body = `{"email":"a@example.com","password":"x","deep":${nested(5000)}}`;
    const signIn = await postJson('/api/auth/sign-in', body);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ code: 'VALIDATION' });
    const add = await postJson(
      '/api/projects/add',
      `{"name":"N","client":"C","design":${nested(5000)}}`,
      admin.token,
    );
    expect(add.statusCode).toBe(400);
    expect(add.json<{ field: string }>().field.startsWith('design.a.a')).toBe(true);
  });

  it('a lone surrogate bound for a JSONB column: 400 naming the field, nothing written', async () => {
    const p = await createProject(t, admin);
    // Written as JSON text: "\ud800" is valid JSON, and JSON.parse makes it a lone surrogate.
    const res = await postJson(
      '/api/projects/draft-project',
      `{"_id":"${p._id}","version":${p.version},"design":{"designInput":{"name":"x\\ud800y"}}}`,
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'design.designInput.name', code: 'VALIDATION' });
    const tour = await postJson('/api/auth/update-user-tour', '{"pageKeys":["\\udfff"]}', admin.token);
    expect(tour.statusCode).toBe(400);
    expect(tour.json()).toMatchObject({ field: 'pageKeys.0' });
  });

  it('the tour list keeps at most the newest keys', async () => {
    const user = await signUpCompany(t, { companyName: 'Tour Co' });
    for (let round = 0; round < 3; round++) {
      const pageKeys = Array.from({ length: USER_TOUR_MAX_KEYS }, (_, i) => `page-${round}-${i}`);
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/update-user-tour',
        token: user.token,
        payload: { pageKeys },
      });
      expect(res.statusCode).toBe(200);
    }
    const me = await t.call({ method: 'GET', url: '/api/auth/refresh-user-data', token: user.token });
    const tour = me.json<{ user: { userTour: string[] } }>().user.userTour;
    expect(tour).toHaveLength(USER_TOUR_MAX_KEYS);
    expect(tour.at(-1)).toBe(`page-2-${USER_TOUR_MAX_KEYS - 1}`);
  });

  it('malformed multipart bodies (no boundary, truncated, garbage): 4xx, never 500', async () => {
    const p = await createProject(t, admin);
    const urls = [
      '/api/projects/review-update',
      '/api/projects/super-review-update',
      '/api/users/update-profile-image',
    ];
    const bodies: { contentType: string; payload: string }[] = [
      { contentType: 'multipart/form-data', payload: 'x' },
      {
        contentType: 'multipart/form-data; boundary=XYZ',
        payload: `--XYZ\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${p._id}\r\n--XYZ\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
      },
      { contentType: 'multipart/form-data; boundary=XYZ', payload: '--XYZ\r\nnot a header\r\n\r\n' },
      { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
    ];
    for (const url of urls) {
      for (const { contentType, payload } of bodies) {
        const res = await t.call({
          method: 'POST',
          url,
          token: admin.token,
          headers: { 'content-type': contentType },
          payload,
        });
        expect([url, contentType, res.statusCode < 500], res.body).toEqual([url, contentType, true]);
      }
    }
  });
});
