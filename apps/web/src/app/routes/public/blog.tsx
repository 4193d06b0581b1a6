import { Box, Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PublicHeader } from '../../../components/layouts/public-header';
import { SiteFooter } from '../../../components/layouts/site-footer';
import { BlogList } from '../../../features/blog/components/blog-list';
import { BlogPostView } from '../../../features/blog/components/blog-post-view';

/** /blog and /blog/{slug} for a visitor who is signed out. */
export default function PublicBlogRoute() {
  const { slug } = useParams();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Container component="main" size="md" py="xl" style={{ flex: 1, width: '100%' }}>
        {slug ? <BlogPostView slug={slug} /> : <BlogList />}
      </Container>
      <SiteFooter />
    </Box>
  );
}
