import { useMemo, type ReactNode } from 'react';
import type { Project } from '@pilewise/contracts';
import { useCompanySections } from '../../../../features/sections/api/sections';
import { withLibraryCopies } from '../../../../features/sections/library-choices';
import { FetchSeismicPanel } from '../../../../features/site-data/components/fetch-seismic-panel';
import { InputExtensionsContext, type InputExtensions } from '../../../../lib/input-extensions';

/** Gives the project's input forms the company section library and "Fetch from location". */
export function ProjectInputExtensions({
  project,
  children,
}: {
  project: Project | null;
  children: ReactNode;
}) {
  const library = useCompanySections();
  const sections = useMemo(() => library.data ?? [], [library.data]);
  const value = useMemo<InputExtensions>(
    () => ({
      sectionLibrary: { sections, withCopies: (input) => withLibraryCopies(input, sections) },
      seismicFromLocation: project
        ? ({ designCode, riskCategory, readOnly, apply }) => (
            <FetchSeismicPanel
              projectId={project._id}
              designCode={designCode}
              riskCategory={riskCategory}
              latitude={project.latitude}
              longitude={project.longitude}
              disabled={readOnly}
              onApply={apply}
            />
          )
        : undefined,
    }),
    [sections, project],
  );
  return <InputExtensionsContext.Provider value={value}>{children}</InputExtensionsContext.Provider>;
}
