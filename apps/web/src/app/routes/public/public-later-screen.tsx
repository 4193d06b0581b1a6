import { Box, Container } from '@mantine/core';
import { NotAvailable } from '../../../components/not-available';
import { PublicHeader } from '../../../components/layouts/public-header';
import { SiteFooter } from '../../../components/layouts/site-footer';

export default function PublicLaterScreen({ title }: { title: string }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Container component="main" size="lg" py="xl" style={{ flex: 1, width: '100%' }}>
        <NotAvailable title={title} />
      </Container>
      <SiteFooter />
    </Box>
  );
}
