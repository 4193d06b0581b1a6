import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { PRIVACY_EFFECTIVE_DATE } from '@pilewise/contracts';
import { SUPPORT_EMAIL } from '../../../config/app';
import { paths } from '../../../config/paths';
import { LegalPage } from '../../../features/legal/legal-page';
import { PRIVACY_SECTIONS } from '../../../features/legal/privacy-content';

export default function PrivacyRoute() {
  return (
    <LegalPage logoTo={paths.projects}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={30}>
            Privacy Policy
          </Title>
          <Text c="gray.7">Effective date: {PRIVACY_EFFECTIVE_DATE}</Text>
        </div>
        <Text size="sm">
          This policy explains what personal data PileWise collects, why, and the choices you have.
        </Text>
        {PRIVACY_SECTIONS.map((s, i) => (
          <section key={s.id} id={s.id}>
            <Title order={2} fz="lg">
              {i + 1}. {s.title}
            </Title>
            {s.paragraphs.map((p, j) => (
              <Text size="sm" key={j} mt={4}>
                {p}
              </Text>
            ))}
            {s.items && (
              <List size="sm" mt={4} spacing={2}>
                {s.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </section>
        ))}
        <Text size="sm">
          Contact: <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
        </Text>
      </Stack>
    </LegalPage>
  );
}
