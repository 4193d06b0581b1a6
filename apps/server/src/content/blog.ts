// The blog: Markdown files with front matter (title, date, summary) in apps/server/content/blog,
// read and rendered once when the server starts. A post that does not parse stops the start
// with its file name and the field (a broken post is a bug of ours, found before it ships).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { blogSlugSchema, type BlogPostResponse, type BlogPostSummary } from '@pilewise/contracts';
import { SERVER_ROOT } from '../shared/paths';

export const BLOG_DIR = join(SERVER_ROOT, 'content/blog');

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  // gray-matter reads an unquoted YYYY-MM-DD as a Date.
  date: z
    .union([z.date(), z.iso.date()])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
  summary: z.string().trim().min(1),
});

export type BlogPost = BlogPostResponse['post'];

// Raw HTML in a post is dropped, not passed through: posts are Markdown only, so nothing in a
// post can put a script on the page.
const markdown = new Marked({ gfm: true, renderer: { html: () => '' } });

export function parsePost(fileName: string, source: string): BlogPost {
  const slug = blogSlugSchema.safeParse(basename(fileName, '.md'));
  if (!slug.success)
    throw new Error(`${fileName}: the file name must be a slug (${slug.error.issues[0]?.message})`);
  const { data, content } = matter(source);
  const front = frontMatterSchema.safeParse(data);
  if (!front.success) {
    const issue = front.error.issues[0]!;
    throw new Error(`${fileName}: front matter ${issue.path.join('.') || '(all)'}: ${issue.message}`);
  }
  return { slug: slug.data, ...front.data, html: markdown.parse(content, { async: false }) };
}

export class Blog {
  readonly #posts: BlogPost[];

  constructor(posts: BlogPost[]) {
    // Newest first; the same date keeps a stable order by title.
    this.#posts = [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  }

  static fromFolder(dir: string = BLOG_DIR): Blog {
    const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
    return new Blog(files.map((f) => parsePost(f, readFileSync(join(dir, f), 'utf8'))));
  }

  list(): BlogPostSummary[] {
    return this.#posts.map(({ html: _html, ...summary }) => summary);
  }

  find(slug: string): BlogPost | undefined {
    return this.#posts.find((p) => p.slug === slug);
  }
}
