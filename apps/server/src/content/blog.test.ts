import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogListResponseSchema, blogPostResponseSchema } from '@pilewise/contracts';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Blog, parsePost } from './blog';

const post = (front: string, body = 'Some *text*.') => `---\n${front}\n---\n\n${body}\n`;

describe('blog posts (Markdown files with front matter)', () => {
  it('renders Markdown and reads title, date and summary', () => {
    const p = parsePost(
      'first-post.md',
      post('title: First\ndate: 2026-01-02\nsummary: S', '# Head\n\nA **b**.'),
    );
    expect(p).toMatchObject({ slug: 'first-post', title: 'First', date: '2026-01-02', summary: 'S' });
    expect(p.html).toContain('<h1>Head</h1>');
    expect(p.html).toContain('<strong>b</strong>');
  });

  it('drops raw HTML: a post can put no script on the page', () => {
    const p = parsePost(
      'x.md',
      post('title: T\ndate: 2026-01-02\nsummary: S', 'Hi <script>alert(1)</script> there'),
    );
    expect(p.html).not.toMatch(/<script/i);
    expect(p.html).toContain('Hi');
  });

  it('names the file and the field of a bad post', () => {
    expect(() => parsePost('bad.md', post('title: T\nsummary: S'))).toThrow(/bad\.md: front matter date/);
    expect(() => parsePost('Bad Name.md', post('title: T\ndate: 2026-01-02\nsummary: S'))).toThrow(
      /Bad Name\.md/,
    );
    expect(() => parsePost('x.md', post('title: T\ndate: 2026-01-02\nsummary: S\nauthor: me'))).toThrow(
      /x\.md/,
    );
  });

  it('lists newest first, and every post shipped in the repository parses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    writeFileSync(join(dir, 'old.md'), post('title: Old\ndate: 2025-05-01\nsummary: o'));
    writeFileSync(join(dir, 'new.md'), post('title: New\ndate: 2026-05-01\nsummary: n'));
    writeFileSync(join(dir, 'notes.txt'), 'not a post');
    expect(
      Blog.fromFolder(dir)
        .list()
        .map((p) => p.slug),
    ).toEqual(['new', 'old']);
    expect(Blog.fromFolder().list().length).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/auth/get-blogs (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('lists the posts and serves one by its slug, signed out', async () => {
    const list = await t.call({ method: 'GET', url: '/api/auth/get-blogs' });
    expect(list.statusCode).toBe(200);
    const { posts } = blogListResponseSchema.parse(list.json());
    expect(posts.length).toBeGreaterThan(0);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const one = await t.call({ method: 'GET', url: `/api/auth/get-blogs/${posts[0]!.slug}` });
    expect(one.statusCode).toBe(200);
    const { post: full } = blogPostResponseSchema.parse(one.json());
    expect(full.title).toBe(posts[0]!.title);
    expect(full.html.length).toBeGreaterThan(100);
  });

  it('answers 404 for an unknown post and 400 for a path that is no slug', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/get-blogs/no-such-post' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/auth/get-blogs/..%2Fsecrets' })).statusCode).toBe(400);
  });
});
