// A frozen answer (kept in memory, never changed) is checked and written once per route; any
// other answer every time, as fastify-type-provider-zod does.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze } from '../shared/deep-freeze';
import { serializerCompiler } from './serializer';

const schema = z.object({ n: z.number(), items: z.array(z.object({ id: z.string() })) });
const compile = () => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('answer serializer', () => {
  it('writes a frozen answer once and reuses its JSON; strips what the schema does not name', () => {
    const serialize = compile();
    const answer = deepFreeze({ n: 1, items: [{ id: 'a', secret: 'x' }] });
    const first = serialize(answer);
    expect(first).toBe('{"n":1,"items":[{"id":"a"}]}');
    expect(serialize(answer)).toBe(first);
    // The same JSON object is handed back: it was not written again.
    const spy = { calls: 0 };
    const counting = deepFreeze({
      get n() {
        spy.calls++;
        return 2;
      },
      items: [],
    });
    serialize(counting);
    const readsOfFirst = spy.calls;
    expect(readsOfFirst).toBeGreaterThan(0);
    serialize(counting);
    expect(spy.calls).toBe(readsOfFirst);
  });

  it('checks and writes an answer that is not frozen every time, and refuses a wrong one', () => {
    const serialize = compile();
    const answer = { n: 1, items: [] as { id: string }[] };
    expect(serialize(answer)).toBe('{"n":1,"items":[]}');
    answer.items.push({ id: 'b' });
    expect(serialize(answer)).toBe('{"n":1,"items":[{"id":"b"}]}');
    expect(() => serialize(deepFreeze({ n: 'one', items: [] }))).toThrow();
    expect(() => serialize(deepFreeze({ n: 'one', items: [] }))).toThrow();
  });
});
