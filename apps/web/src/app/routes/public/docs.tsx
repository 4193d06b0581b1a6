import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Collapse,
  Drawer,
  Group,
  Highlight,
  List,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LIMITS } from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { LoadConventionsFigure } from '../../../features/docs/components/load-conventions-figure';
import {
  DOC_SECTIONS,
  LOAD_CONVENTIONS_TITLE,
  RELEASE_NOTES,
  searchDocs,
} from '../../../features/docs/docs-content';
import { DocsHeader } from '../../../features/docs/docs-header';
import { DocsMenu } from '../../../features/docs/docs-menu';

export default function DocsRoute() {
  const [params, setParams] = useSearchParams();
  const query = params.get('search') ?? '';
  const narrow = useMediaQuery(`(max-width: ${LIMITS.DOCS_MENU_BREAKPOINT_PX}px)`) ?? false;
  const [tab, setTab] = useState<string | null>('docs');
  const [menuOpen, setMenuOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const sections = searchDocs(DOC_SECTIONS, query);

  const select = (id: string) => {
    setTab('docs');
    setActive(id);
    setExpanded((e) => ({ ...e, [id]: true }));
    setMenuOpen(false);
    requestAnimationFrame(() => document.getElementById(`doc-${id}`)?.scrollIntoView({ block: 'start' }));
  };

  const search = (q: string) => {
    const next = new URLSearchParams(params);
    if (q.trim()) next.set('search', q.trim());
    else next.delete('search');
    setParams(next);
  };

  const menu = <DocsMenu sections={DOC_SECTIONS} active={active} onSelect={select} />;

  return (
    <Box mih="100vh">
      <DocsHeader
        query={query}
        onSearch={search}
        menuOpen={menuOpen}
        onMenu={() => setMenuOpen((o) => !o)}
        narrow={narrow}
      />
      <Drawer
        opened={narrow && menuOpen}
        onClose={() => setMenuOpen(false)}
        title="Docs topics"
        size={280}
        closeButtonProps={{ 'aria-label': 'Close the docs menu' }}
      >
        {menu}
      </Drawer>
      <Group align="flex-start" gap={0} wrap="nowrap">
        {!narrow && (
          <ScrollArea
            w={250}
            h="calc(100vh - 56px)"
            style={{ position: 'sticky', top: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
            p="xs"
          >
            {menu}
          </ScrollArea>
        )}
        <Box component="main" p="lg" style={{ flex: 1, minWidth: 0 }} maw={960}>
          <Breadcrumbs mb="sm" aria-label="Breadcrumb">
            <Anchor component={Link} to={paths.landing} size="sm">
              Home
            </Anchor>
            <Text size="sm">Docs</Text>
          </Breadcrumbs>
          <Title order={1} fz={26} mb="sm">
            PileWise documentation
          </Title>
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List mb="md" aria-label="Documentation">
              <Tabs.Tab value="docs">Docs</Tabs.Tab>
              <Tabs.Tab value="release-notes">Release Notes</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="docs">
              <Stack gap="md">
                {query && (
                  <Text size="sm" c="gray.7">
                    {sections.length} topic{sections.length === 1 ? '' : 's'} match “{query}”.{' '}
                    <Anchor component="button" size="sm" onClick={() => search('')}>
                      Clear search
                    </Anchor>
                  </Text>
                )}
                {sections.map((s) => {
                  const open = expanded[s.id] ?? Boolean(query);
                  return (
                    <Paper
                      key={s.id}
                      id={`doc-${s.id}`}
                      withBorder
                      p="md"
                      component="section"
                      style={{
                        scrollMarginTop: 12,
                        borderColor: active === s.id ? 'var(--mantine-color-blue-7)' : undefined,
                        background: active === s.id ? 'var(--mantine-color-blue-0)' : undefined,
                      }}
                    >
                      <Title order={2} fz="lg" mb={4}>
                        <Highlight highlight={query} component="span" inherit>
                          {s.title}
                        </Highlight>
                      </Title>
                      <Highlight highlight={query} size="sm">
                        {s.intro}
                      </Highlight>
                      {s.subsections.length > 0 && (
                        <>
                          <UnstyledButton
                            mt="xs"
                            onClick={() => setExpanded((e) => ({ ...e, [s.id]: !open }))}
                            aria-expanded={open}
                            aria-controls={`doc-${s.id}-sub`}
                          >
                            <Group gap={4}>
                              {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                              <Text size="sm" fw={600} c="blue.8">
                                {open ? 'Hide details' : `Show details (${s.subsections.length})`}
                              </Text>
                            </Group>
                          </UnstyledButton>
                          <Collapse expanded={open} id={`doc-${s.id}-sub`}>
                            <Stack gap="xs" mt="xs" pl="md">
                              {s.subsections.map((sub) => (
                                <div key={sub.title}>
                                  <Title order={3} fz="sm">
                                    {sub.title}
                                  </Title>
                                  <Highlight highlight={query} size="sm">
                                    {sub.body}
                                  </Highlight>
                                  {sub.title === LOAD_CONVENTIONS_TITLE && <LoadConventionsFigure />}
                                </div>
                              ))}
                            </Stack>
                          </Collapse>
                        </>
                      )}
                    </Paper>
                  );
                })}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="release-notes">
              <Stack gap="md">
                {RELEASE_NOTES.map((note) => (
                  <Paper key={note.version} withBorder p="md">
                    <Group gap="sm" mb="xs">
                      <Title order={2} fz="lg">
                        {note.version}
                      </Title>
                      <Badge color={note.status === 'Current' ? 'green' : 'gray'} variant="light" tt="none">
                        {note.status}
                      </Badge>
                    </Group>
                    <List size="sm" spacing={2}>
                      {note.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  </Paper>
                ))}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Box>
      </Group>
    </Box>
  );
}
