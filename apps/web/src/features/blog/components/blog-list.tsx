import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBlogPosts } from '../api/blog-api';
import { formatPostDate } from '../format-post-date';

export function BlogList() {
  const posts = useBlogPosts();
  return (
    <Stack gap="lg">
      <Title order={1}>Blog</Title>
      {posts.isPending && <Loader size="sm" role="status" aria-label="Loading posts" />}
      {posts.isError && (
        <Alert color="red" title="The posts could not be loaded">
          {posts.error.message}
        </Alert>
      )}
      {posts.data?.length === 0 && <Text c="gray.7">No posts yet.</Text>}
      <Stack gap="xl" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {posts.data?.map((post) => (
          <li key={post.slug}>
            <article aria-labelledby={`post-${post.slug}`}>
              <Text size="sm" c="gray.7" component="time" dateTime={post.date}>
                {formatPostDate(post.date)}
              </Text>
              <Title order={2} fz="xl" id={`post-${post.slug}`}>
                <Anchor component={Link} to={`${paths.blog}/${post.slug}`} inherit>
                  {post.title}
                </Anchor>
              </Title>
              <Text mt={4}>{post.summary}</Text>
            </article>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
