import { Anchor, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { LIMITS } from '@pilewise/contracts';
import { SUPPORT_EMAIL } from '../../../config/app';
import { paths } from '../../../config/paths';
import { LegalPage } from '../../../features/legal/legal-page';
import { TERMS_CLAUSES, TERMS_TOC } from '../../../features/legal/terms-content';

const COMPANY_PLACEHOLDER = '[Customer company name]';

export default function TermsRoute() {
  return (
    <LegalPage logoTo={paths.dashboard}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={30}>
            Terms and Conditions
          </Title>
          <Text c="gray.7">PileWise Software-as-a-Service Agreement</Text>
          <Group gap="md" mt="xs">
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
              {SUPPORT_EMAIL}
            </Anchor>
            <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=Custom%20quote`} size="sm">
              Ask for a custom quote
            </Anchor>
          </Group>
        </div>

        <Paper withBorder p="md" component="nav" aria-labelledby="toc-heading">
          <Title order={2} fz="md" id="toc-heading" mb="xs">
            Table of contents
          </Title>
          <List type="ordered" size="sm" spacing={2}>
            {TERMS_TOC.map((h) => (
              <List.Item key={h.id}>
                <Anchor href={`#${h.id}`} size="sm">
                  {h.title.replace(/^\d+\. /, '')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        <section id="parties">
          <Title order={2} fz="lg">
            Parties
          </Title>
          <Text size="sm">
            This agreement is between PileWise (the "Service Provider") and{' '}
            <Text span fw={600}>
              {COMPANY_PLACEHOLDER}
            </Text>{' '}
            (the "Customer").
          </Text>
        </section>
        <section id="background">
          <Title order={2} fz="lg">
            Background
          </Title>
          <Text size="sm">
            The Service Provider offers a web application for designing steel pile foundations of solar
            trackers. The Customer wishes to use it for its own engineering work on the terms below.
          </Text>
        </section>

        {TERMS_CLAUSES.map((clause, i) => (
          <section key={clause.id} id={clause.id}>
            <Title order={2} fz="lg">
              {i + 1}. {clause.title}
            </Title>
            {clause.paragraphs.map((p, j) => (
              <Text size="sm" key={j} mt={4}>
                {i + 1}.{j + 1} {p}
              </Text>
            ))}
          </section>
        ))}

        <section id="approval">
          <Title order={2} fz="lg">
            Approval
          </Title>
          <Text size="sm">
            By signing below, or by using the Service, each party confirms that it has read and accepts these
            terms, and that the person signing is authorized to bind it.
          </Text>
        </section>

        <section id="signatures">
          <Title order={2} fz="lg" mb="xs">
            Signatures
          </Title>
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Party</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Signature</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Service Provider</Table.Th>
                <Table.Td>PileWise</Table.Td>
                <Table.Td />
                <Table.Td />
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Customer</Table.Th>
                <Table.Td>{COMPANY_PLACEHOLDER}</Table.Td>
                <Table.Td />
                <Table.Td />
                <Table.Td />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </section>

        <section id="schedule">
          <Title order={2} fz="lg">
            Schedule A: Plans and Fees
          </Title>
          <List size="sm" spacing={2}>
            <List.Item>Free trial: {LIMITS.TRIAL_DAYS} days.</List.Item>
            <List.Item>
              Pro: ${LIMITS.PRICE_PER_YEAR_USD} per year, one admin and four additional users included.
            </List.Item>
            <List.Item>Additional users: ${LIMITS.EXTRA_USER_PER_YEAR_USD} each per year.</List.Item>
            <List.Item>Invoices due within {LIMITS.INVOICE_DUE_DAYS} days. No refunds.</List.Item>
          </List>
        </section>
      </Stack>
    </LegalPage>
  );
}
