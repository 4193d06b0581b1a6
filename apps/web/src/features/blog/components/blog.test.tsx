import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { BlogList } from './blog-list';
import { BlogPostView } from './blog-post-view';

const posts = [
  { slug: 'load-conventions', title: 'Pile head loads', date: '2026-11-09', summary: 'Axes and signs.' },
  { slug: 'welcome', title: 'Welcome to PileWise', date: '2026-10-26', summary: 'Why we built it.' },
];

function mockApi(routes: Record<string, { status?: number; body: unknown }>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const reply = routes[new URL(String(input)).pathname] ?? {
      status: 404,
      body: { message: 'Blog post not found' },
    };
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
}
afterEach(() => vi.restoreAllMocks());

describe('blog', () => {
  it('lists every post with its date, title (a link to it) and summary', async () => {
    mockApi({ '/api/auth/get-blogs': { body: { posts } } });
    renderWithProviders(<BlogList />);
    const link = await screen.findByRole('link', { name: 'Pile head loads' });
    expect(link).toHaveAttribute('href', '/blog/load-conventions');
    expect(screen.getByText('9 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Why we built it.')).toBeInTheDocument();
  });

  it('shows a post rendered by the server, and says so when it does not exist', async () => {
    mockApi({
      '/api/auth/get-blogs/welcome': {
        body: { post: { ...posts[1], html: '<h2>What it does today</h2><p>Nonlinear p-y analysis.</p>' } },
      },
    });
    renderWithProviders(<BlogPostView slug="welcome" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PileWise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What it does today' })).toBeInTheDocument();

    renderWithProviders(<BlogPostView slug="nothing-here" />);
    expect(await screen.findByText('This post could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Blog post not found')).toBeInTheDocument();
  });
});
