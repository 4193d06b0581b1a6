import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { BlogList } from '../../../features/blog/components/blog-list';
import { BlogPostView } from '../../../features/blog/components/blog-post-view';

/** /blog and /blog/{slug} inside the signed-in layout: the same posts, the app's header kept. */
export default function BlogRoute() {
  const { slug } = useParams();
  return (
    <Container size="md" py="md">
      {slug ? <BlogPostView slug={slug} /> : <BlogList />}
    </Container>
  );
}
