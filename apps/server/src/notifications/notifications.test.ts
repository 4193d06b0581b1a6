// A user's notifications: paged newest first with a New flag, the unread count, marking read,
// deleting; nobody reaches another user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '@pilewise/contracts';
import { createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { notifyUsers } from './notify';

describe.each(BACKENDS)('notifications on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let me: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(t);
    me = await createUser(t, admin.companyId, 'User');
    colleague = await createUser(t, admin.companyId, 'Reviewer');
    // Three for me (written a few ms apart, so their order is their age), one for a colleague.
    for (const n of [1, 2, 3]) {
      await notifyUsers(t.database.db, admin.companyId, [me.id], {
        kind: 'statusChange',
        title: `Note ${n}`,
        message: `message ${n}`,
      });
      await new Promise((r) => setTimeout(r, 5));
    }
    await notifyUsers(t.database.db, admin.companyId, [colleague.id], {
      kind: 'comment',
      title: 'Colleague note',
      message: 'not for me',
    });
  });
  afterAll(() => t?.close());

  const list = async (user: TestUser, query = '') => {
    const res = await t.call({
      method: 'GET',
      url: `/api/users/get-notifications${query}`,
      token: user.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationListResponse>();
  };
  const unread = async (user: TestUser) => {
    const res = await t.call({ method: 'GET', url: '/api/users/unread-notifications', token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json<{ count: number }>().count;
  };
  const post = (user: TestUser, path: string, id: string) =>
    t.call({ method: 'POST', url: `/api/users/${path}`, token: user.token, payload: { id } });

  it('lists only my own, newest first, paged, each New while unread', async () => {
    const all = await list(me);
    expect(all.data.map((n) => n.title)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    expect(all).toMatchObject({ total: 3, unread: 3, page: 1 });
    expect(all.data.every((n) => n.New && !n.read)).toBe(true);
    const page2 = await list(me, '?page=2&pageSize=2');
    expect(page2.data.map((n) => n.title)).toEqual(['Note 1']);
    expect(await unread(me)).toBe(3);
  });

  it('marks one read; another user cannot mark or delete it (404)', async () => {
    const [newest] = (await list(me)).data;
    expect((await post(colleague, 'mark-notification-read', newest!._id)).statusCode).toBe(404);
    expect((await post(colleague, 'delete-notification', newest!._id)).statusCode).toBe(404);
    expect(await unread(me)).toBe(3);

    expect((await post(me, 'mark-notification-read', newest!._id)).statusCode).toBe(200);
    const after = await list(me);
    expect(after.data.find((n) => n._id === newest!._id)).toMatchObject({ read: true, New: false });
    expect(await unread(me)).toBe(2);
    expect((await post(me, 'mark-notification-read', 'not-a-uuid')).json()).toMatchObject({ field: 'id' });
  });

  it('marks all read, then deletes one', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/users/mark-all-notifications-read',
      token: me.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await unread(me)).toBe(0);
    expect(await unread(colleague)).toBe(1); // theirs untouched

    const [oldest] = (await list(me)).data.slice(-1);
    expect((await post(me, 'delete-notification', oldest!._id)).statusCode).toBe(200);
    expect((await list(me)).data.map((n) => n.title)).toEqual(['Note 3', 'Note 2']);
    expect((await post(me, 'delete-notification', oldest!._id)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'GET', url: '/api/users/unread-notifications' })).statusCode).toBe(401);
  });
});
