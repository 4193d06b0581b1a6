// One user's requests of a shared thread, counted (per-user-limit.ts): the limit's worth taken at
// once, one more refused without running, another user's taken, and places given back as each
// request settles, a failed one too.
import { describe, expect, it } from 'vitest';
import { PerUserLimit } from './per-user-limit';

class Refused extends Error {}

/** A piece of work that ends when told to (or fails), and says whether it ran. */
function held() {
  let settle!: (ok: boolean) => void;
  let ran = false;
  const work = () => {
    ran = true;
    return new Promise<string>(
      (resolve, reject) => (settle = (ok) => (ok ? resolve('done') : reject(new Error('failed')))),
    );
  };
  return { work, settle: (ok = true) => settle(ok), ran: () => ran };
}

describe('PerUserLimit', () => {
  it('takes `limit` requests of one user, refuses one more at once, and takes another user’s', async () => {
    const limit = new PerUserLimit(2, () => new Refused());
    const [a, b, c, d] = [held(), held(), held(), held()];
    const first = limit.within('u1', a.work);
    const second = limit.within('u1', b.work);
    await expect(limit.within('u1', c.work)).rejects.toBeInstanceOf(Refused);
    expect(c.ran()).toBe(false);
    const other = limit.within('u2', d.work);
    expect(d.ran()).toBe(true);
    a.settle();
    b.settle();
    d.settle();
    expect(await Promise.all([first, second, other])).toEqual(['done', 'done', 'done']);
  });

  it('gives a place back when a request settles, failed or not', async () => {
    const limit = new PerUserLimit(1, () => new Refused());
    const a = held();
    const failing = limit.within('u1', a.work);
    await expect(limit.within('u1', held().work)).rejects.toBeInstanceOf(Refused);
    a.settle(false);
    await expect(failing).rejects.toThrow('failed');
    const b = held();
    const next = limit.within('u1', b.work);
    expect(b.ran()).toBe(true);
    b.settle();
    expect(await next).toBe('done');
    // a refusal thrown by the work itself (not the limit's) also frees the place
    await expect(limit.within('u1', () => Promise.reject(new Refused()))).rejects.toBeInstanceOf(Refused);
    await expect(limit.within('u1', () => Promise.resolve('again'))).resolves.toBe('again');
  });
});
