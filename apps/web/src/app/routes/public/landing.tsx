import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChartLine,
  IconChecklist,
  IconFileTypePdf,
  IconLayersSubtract,
  IconRulerMeasure,
  IconShieldCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { DESIGN_CODES, LIMITS, SOIL_TYPES } from '@pilewise/contracts';
import { PublicHeader } from '../../../components/layouts/public-header';
import { SiteFooter } from '../../../components/layouts/site-footer';
import { paths } from '../../../config/paths';

const FEATURES = [
  {
    icon: IconLayersSubtract,
    title: 'Layered soil, real p-y curves',
    text: `Up to ${LIMITS.MAX_SOIL_LAYERS} layers from ${Object.keys(SOIL_TYPES).length} soil models — API sand, Matlock and Reese clays, weak rock, cemented soil, liquefied sand, vuggy limestone — with p-multipliers and lateral neglect.`,
  },
  {
    icon: IconRulerMeasure,
    title: 'Every check a pile needs',
    text: 'Lateral deflection at top, grade and bottom; combined stress; axial uplift and compression with skin friction and end bearing; frost heave; corrosion loss by FHWA, Romanoff or a custom rate.',
  },
  {
    icon: IconChecklist,
    title: 'Tracker-aware loads',
    text: `Pile head loads for Nextracker, Array Tech, Nevados or a generic tracker, ASCE 7 load combinations and seismic pier loads (${DESIGN_CODES.join(', ')}).`,
  },
  {
    icon: IconChartLine,
    title: 'Graphs against depth',
    text: 'Deflection, bending moment, shear and soil reaction profiles, LPILE-style, with limits drawn on and values read out at any depth.',
  },
  {
    icon: IconFileTypePdf,
    title: 'Reports you can hand over',
    text: 'A pile design summary for every pier type and the embedment search behind it, exported to PDF with the same charts as on screen.',
  },
  {
    icon: IconShieldCheck,
    title: 'Review and stamping built in',
    text: 'Send a design to a reviewer, take their comments, revise, and pass it to your stamping engineer — each step logged.',
  },
];

export default function LandingRoute() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Box bg="blue.9" c="white" py={56}>
          <Container size="lg">
            <Stack gap="lg" maw={760}>
              <Badge variant="white" color="blue.9" size="lg" w="fit-content">
                For structural and geotechnical engineers
              </Badge>
              <Title order={1} fz={40} lh={1.15}>
                Design steel pile foundations for solar trackers — from soil report to stamped set.
              </Title>
              <Text fz="lg" c="blue.0">
                Enter the soil profile, tracker loads, seismic, frost and corrosion once. PileWise runs a
                nonlinear beam-column analysis on p-y springs for every pier type, finds the lightest section
                and shortest embedment that pass, and shows you why.
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.signUp} size="md" color="yellow.4" c="dark.9">
                  Start the {LIMITS.TRIAL_DAYS}-day free trial
                </Button>
                <Button component={Link} to={paths.signIn} size="md" variant="white" color="blue.9">
                  Sign in
                </Button>
              </Group>
            </Stack>
          </Container>
        </Box>

        <Container size="lg" py={48}>
          <Title order={2} fz={26} mb="lg">
            What you get
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Stack key={title} gap={8}>
                <ThemeIcon size={36} radius="sm" variant="light" aria-hidden="true">
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={3} fz="md">
                  {title}
                </Title>
                <Text size="sm" c="gray.7">
                  {text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>

        <Box bg="gray.0" py={40}>
          <Container size="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
              <Stack gap="sm">
                <Title order={2} fz={22}>
                  How a design goes
                </Title>
                <List type="ordered" spacing={6} size="sm">
                  <List.Item>Create a project: client, site address and coordinates, unit system.</List.Item>
                  <List.Item>
                    Enter settings and inputs: soil layers, pile head loads, vertical, seismic.
                  </List.Item>
                  <List.Item>Run the design; follow its progress line by line.</List.Item>
                  <List.Item>Read the summary and the graphs; generate the PDF report.</List.Item>
                  <List.Item>Send for review, then for stamping.</List.Item>
                </List>
              </Stack>
              <Stack gap="sm">
                <Title order={2} fz={22}>
                  Pricing
                </Title>
                <Text size="sm">
                  <strong>Free trial:</strong> {LIMITS.TRIAL_DAYS} days, no card needed.
                </Text>
                <Text size="sm">
                  <strong>Pro:</strong> ${LIMITS.PRICE_PER_YEAR_USD} per year for one admin and four users;
                  each further user ${LIMITS.EXTRA_USER_PER_YEAR_USD} per year. Customization by quote.
                </Text>
                <Text size="xs" c="gray.7">
                  Results are for preliminary, informative use; they are not permit drawings or calculations.
                </Text>
              </Stack>
            </SimpleGrid>
          </Container>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}
