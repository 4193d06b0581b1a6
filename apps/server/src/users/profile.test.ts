// The profile calls: personal info, address, company name (Admins only), the picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@pilewise/contracts';
import { createUser, signUpCompany } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';

// The smallest valid PNG (1x1, transparent) and a WebP/JPEG signature.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----pilewise-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(BACKENDS)('profile on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t?.close());

  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url, token, payload });
  const upload = (token: string, field: string, filename: string, type: string, bytes: Buffer) =>
    t.call({
      method: 'POST',
      url: '/api/users/update-profile-image',
      token,
      ...multipart(field, filename, type, bytes),
    });

  it('saves name and phone, and the company name for an Admin only', async () => {
    const admin = await signUpCompany(t, { companyName: 'Old Name' });
    const res = await post(admin.token, '/api/users/update-profile', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phone: '+1 (555) 010-2030',
      companyName: 'New Name Solar',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 (555) 010-2030',
      company: { name: 'New Name Solar' },
    });
    const profile = await t.call({ method: 'GET', url: '/api/users/profile', token: admin.token });
    expect(profile.json<{ user: User }>().user).toMatchObject({
      phone: '+1 (555) 010-2030',
      company: { name: 'New Name Solar' },
    });

    const user = await createUser(t, admin.companyId, 'User');
    const refused = await post(user.token, '/api/users/update-profile', {
      firstName: 'U',
      lastName: 'T',
      companyName: 'Hijacked',
    });
    expect(refused.statusCode).toBe(403);
    const own = await post(user.token, '/api/users/update-profile', {
      firstName: 'Uma',
      lastName: 'Tester',
      phone: '',
    });
    expect(own.json<{ user: User }>().user).toMatchObject({
      firstName: 'Uma',
      phone: null,
      company: { name: 'New Name Solar' },
    });
  });

  it('refuses bad fields, naming each', async () => {
    const admin = await signUpCompany(t);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/users/update-profile', { firstName: '', lastName: 'L' }, 'firstName'],
      ['/api/users/update-profile', { firstName: 'F' }, 'lastName'],
      ['/api/users/update-profile', { firstName: 'F', lastName: 'L', phone: 'call me' }, 'phone'],
      ['/api/users/update-profile', { firstName: 'F', lastName: 'L', companyName: ' ' }, 'companyName'],
      ['/api/users/update-address', { zipcode: '<script>' }, 'zipcode'],
      ['/api/users/update-address', { city: 'x'.repeat(101) }, 'city'],
      ['/api/users/update-userDetails', { firstName: 'F', lastName: 'L', country: 42 }, 'country'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(admin.token, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(field);
    }
  });

  it('saves the address, and personal info with address in one call', async () => {
    const admin = await signUpCompany(t);
    const res = await post(admin.token, '/api/users/update-address', {
      country: 'United States',
      state: 'Texas',
      city: 'Austin',
      zipcode: '78701',
    });
    expect(res.json<{ user: User }>().user).toMatchObject({
      country: 'United States',
      state: 'Texas',
      city: 'Austin',
      zipcode: '78701',
    });
    const details = await post(admin.token, '/api/users/update-userDetails', {
      firstName: 'Ada',
      lastName: 'Admin',
      phone: '5550102030',
      country: 'Canada',
      state: 'Ontario',
      city: '',
      zipcode: 'K1A 0B1',
    });
    expect(details.json<{ user: User }>().user).toMatchObject({
      country: 'Canada',
      city: null,
      zipcode: 'K1A 0B1',
      phone: '5550102030',
    });
  });

  it('stores a PNG or JPEG picture and serves it to the company only; refuses other bytes and big files', async () => {
    const admin = await signUpCompany(t);
    const colleague = await createUser(t, admin.companyId, 'User');
    const stranger = await signUpCompany(t);

    const ok = await upload(admin.token, 'profilePicture', 'me.png', 'image/png', PNG);
    expect(ok.statusCode).toBe(200);
    const url = ok.json<{ user: User }>().user.profilePictureFullPath!;
    expect(url).toMatch(new RegExp(`^/api/users/profile-image/${admin.id}\\?v=`));

    const served = await t.call({ method: 'GET', url, token: colleague.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.call({ method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);

    // A new picture replaces the old: a new URL, the new bytes.
    const jpeg = await upload(admin.token, 'profilePicture', 'me.jpg', 'image/jpeg', JPEG);
    const url2 = jpeg.json<{ user: User }>().user.profilePictureFullPath!;
    expect(url2).not.toBe(url);
    const served2 = await t.call({ method: 'GET', url: url2, token: admin.token });
    expect(served2.headers['content-type']).toBe('image/jpeg');

    // A .png name and an image/png type on bytes that are not an image.
    const fake = await upload(
      admin.token,
      'profilePicture',
      'evil.png',
      'image/png',
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ field: 'profilePicture' });
    expect(fake.json<{ message: string }>().message).toMatch(/PNG, JPEG or WebP/);

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(admin.token, 'profilePicture', 'big.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ field: 'profilePicture' });

    const wrongField = await upload(admin.token, 'avatar', 'me.png', 'image/png', PNG);
    expect(wrongField.statusCode).toBe(400);
    // The refused uploads left the picture as it was.
    const profile = await t.call({ method: 'GET', url: '/api/users/profile', token: admin.token });
    expect(profile.json<{ user: User }>().user.profilePictureFullPath).toBe(url2);
  });

  it('lists countries, states and cities', async () => {
    const admin = await signUpCompany(t);
    const countries = await t.call({ method: 'GET', url: '/api/util/get-country-list', token: admin.token });
    expect(countries.json<{ countries: { name: string }[] }>().countries).toContainEqual({
      code: 'US',
      name: 'United States',
    });
    const states = await post(admin.token, '/api/util/get-state-list', { country: 'United States' });
    expect(states.json<{ states: unknown[] }>().states).toHaveLength(51);
    const cities = await post(admin.token, '/api/util/get-city-list', { country: 'US', state: 'Texas' });
    expect(cities.json<{ cities: string[] }>().cities).toContain('Houston');
    expect((await post(admin.token, '/api/util/get-state-list', {})).json()).toMatchObject({
      field: 'country',
    });
    expect((await t.call({ method: 'GET', url: '/api/util/get-country-list' })).statusCode).toBe(401);
  });
});
