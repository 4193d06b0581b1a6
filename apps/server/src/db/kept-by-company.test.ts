// What a process keeps of a company's rows (src/db/kept-by-company.ts): drops by key, by keys and
// by company as the feed tells; weights against the limit. The feed here is told by hand.
import { describe, expect, it } from 'vitest';
import { KeptByCompany } from './kept-by-company';
import { RowChanges, type CatchUp } from './row-changes';

const caughtUp: CatchUp = { caughtUp: async () => true };

function kept(options: { maxEntries: number; weigh?: (v: string) => number }) {
  const changes = new RowChanges();
  const values = new KeptByCompany<string>(changes, {
    ...options,
    drops: (table, id) =>
      table === 'users' ? 'company' : table === 'runs' && id ? { keys: [`a:${id}`, `b:${id}`] } : null,
  });
  let reads = 0;
  const get = (company: string, key: string, value = key) =>
    values.get(
      company,
      key,
      async () => {
        reads++;
        return value;
      },
      caughtUp,
    );
  return { changes, values, get, reads: () => reads };
}

describe('KeptByCompany', () => {
  it('a change naming keys drops those keys of that company only', async () => {
    const k = kept({ maxEntries: 100 });
    for (const key of ['a:p1', 'b:p1', 'a:p2']) await k.get('c1', key);
    await k.get('c2', 'a:p1');
    const before = k.reads();
    k.changes.notify('runs:c1:p1');
    for (const key of ['a:p1', 'b:p1', 'a:p2']) await k.get('c1', key);
    await k.get('c2', 'a:p1');
    expect(k.reads() - before).toBe(2); // c1's a:p1 and b:p1 read again; c1's a:p2 and c2's kept
    k.changes.notify('users:c2:u1');
    await k.get('c2', 'a:p1');
    expect(k.reads() - before).toBe(3);
  });

  it('weighs values: past the limit all go; one heavier than the limit is never kept', async () => {
    const k = kept({ maxEntries: 10, weigh: (v) => v.length });
    await k.get('c1', 'k1', '1234'); // 4
    await k.get('c1', 'k2', '123456'); // 10 in all
    let before = k.reads();
    await k.get('c1', 'k1');
    await k.get('c1', 'k2');
    expect(k.reads() - before).toBe(0);
    await k.get('c1', 'k3', '1'); // 11 > 10: everything went, then k3 kept
    before = k.reads();
    await k.get('c1', 'k3');
    await k.get('c1', 'k1', '1234');
    expect(k.reads() - before).toBe(1);
    await k.get('c1', 'big', '12345678901');
    before = k.reads();
    await k.get('c1', 'big', '12345678901');
    expect(k.reads() - before).toBe(1); // read again: never kept
    await k.get('c1', 'k3');
    expect(k.reads() - before).toBe(1); // and what was kept stays
  });
});
