import { Box } from '@mantine/core';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { Project } from '@pilewise/contracts';
import { useDesignInputDraft } from '../../../../features/project-input/draft-store';
import { pierTypeIds } from '../../../../features/project-input/pier-types';

// Lazy: the panel carries the engine's section catalogue (the worker carries the engine itself).
const LivePreviewPanel = lazy(() =>
  import('../../../../features/live-preview/components/live-preview-panel').then((m) => ({
    default: m.LivePreviewPanel,
  })),
);

/**
 * An input tab with the live preview beside it (ui.md "Layout": the right-hand panel on wide
 * screens). The route composes the two features: the draft being edited feeds the preview.
 */
export function WithLivePreview({ project, children }: { project: Project; children: ReactNode }) {
  const input = useDesignInputDraft((s) => (s.projectId === project._id ? s.input : null));
  const pierTypes = useMemo(() => pierTypeIds(input), [input]);
  return (
    <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {input != null && (
        <Box w={380} visibleFrom="xl" style={{ flexShrink: 0, position: 'sticky', top: 8 }}>
          <Suspense fallback={null}>
            <LivePreviewPanel input={input} pierTypes={pierTypes} unitSystem={project.unitSystem} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
