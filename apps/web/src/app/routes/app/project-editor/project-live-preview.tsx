import { ActionIcon, Box, Paper, Tooltip, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { Suspense, useMemo, type ReactNode } from 'react';
import type { Project } from '@pilewise/contracts';
import { useDesignInputDraft } from '../../../../features/project-input/draft-store';
import { pierTypeIds } from '../../../../features/project-input/pier-types';
import { preloadable } from '../../../../lib/preloadable';

// Loaded on demand or ahead (the editor preloads it): the panel carries the engine's section
// catalogue (the worker carries the engine itself).
const livePreviewPanel = preloadable(() =>
  import('../../../../features/live-preview/components/live-preview-panel').then((m) => m.LivePreviewPanel),
);
const LivePreviewPanel = livePreviewPanel.Component;
/** Loads the live preview's panel ahead of its first showing. */
export const preloadLivePreview = livePreviewPanel.preload;

/** Where the engineer's choice to fold the preview away is kept (this browser, every project). */
export const LIVE_PREVIEW_FOLDED_KEY = 'pilewise.livePreview.folded';

/**
 * An input tab with the live preview beside it (ui.md "Layout": the right-hand panel on wide
 * screens). The route composes the two features: the draft being edited feeds the preview.
 *
 * The preview folds away to a narrow strip, and stays folded in this browser until unfolded:
 * beside it at 1440 px the soil table showed 4 of its 17 columns, and an engineer typing a
 * geotechnical report's layers wants the table's width more than the preview ("Tables and forms
 * use the full width").
 */
export function WithLivePreview({ project, children }: { project: Project; children: ReactNode }) {
  const input = useDesignInputDraft((s) => (s.projectId === project._id ? s.input : null));
  const pierTypes = useMemo(() => pierTypeIds(input), [input]);
  const [folded, setFolded] = useLocalStorage<boolean>({
    key: LIVE_PREVIEW_FOLDED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return (
    <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {input != null && (
        <Box
          w={folded ? undefined : 380}
          visibleFrom="xl"
          style={{ flexShrink: 0, position: 'sticky', top: 8 }}
        >
          {folded ? (
            <Paper withBorder p={4}>
              <UnstyledButton
                onClick={() => setFolded(false)}
                aria-label="Show the live preview"
                title="Show the live preview"
                style={{
                  writingMode: 'vertical-rl',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 6,
                  padding: '6px 2px',
                  fontSize: 'var(--mantine-font-size-sm)',
                  fontWeight: 600,
                }}
              >
                <IconLayoutSidebarRightExpand size={16} style={{ flexShrink: 0 }} aria-hidden />
                Live preview
              </UnstyledButton>
            </Paper>
          ) : (
            <Suspense fallback={null}>
              <LivePreviewPanel
                input={input}
                pierTypes={pierTypes}
                unitSystem={project.unitSystem}
                headerAction={
                  <Tooltip label="Fold the preview away: the form takes the width">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      onClick={() => setFolded(true)}
                      aria-label="Hide the live preview"
                    >
                      <IconLayoutSidebarRightCollapse size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                }
              />
            </Suspense>
          )}
        </Box>
      )}
    </Box>
  );
}
