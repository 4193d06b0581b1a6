import { Alert, Anchor, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBlogPost } from '../api/blog-api';
import { formatPostDate } from '../format-post-date';

export function BlogPostView({ slug }: { slug: string }) {
  const post = useBlogPost(slug);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.blog} size="sm">
        ← All posts
      </Anchor>
      {post.isPending && <Loader size="sm" role="status" aria-label="Loading the post" />}
      {post.isError && (
        <Alert color="red" title="This post could not be loaded">
          {post.error.message}
        </Alert>
      )}
      {post.data && (
        <article aria-labelledby="post-title">
          <Text size="sm" c="gray.7" component="time" dateTime={post.data.date}>
            {formatPostDate(post.data.date)}
          </Text>
          <Title order={1} id="post-title" mb="md">
            {post.data.title}
          </Title>
          {/* The server renders the post from our own Markdown and drops any raw HTML in it. */}
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: post.data.html }} />
          </Typography>
        </article>
      )}
    </Stack>
  );
}
