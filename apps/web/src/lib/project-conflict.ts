// The 409 compare (issue 11): a save refused because someone else saved in between shows their
// version against the edits this tab tried to save, field by field, with the compare screen's
// diff; then the user keeps theirs (saves over, naming the version they have now seen) or takes
// the other person's. Their version is read under its own cache key: putting it in the project's
// cache would reload the editor's forms and lose the edits before the user chose.
import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  DESIGN_INPUT_KEY,
  projectResponseSchema,
  type AddProjectBody,
  type DraftProjectBody,
  type Project,
} from '@pilewise/contracts';
import { diffDesignInputs, type InputDiff, type InputDiffRow } from '@pilewise/presentation';
import { api } from './api-client';

export type SaveBody = AddProjectBody | DraftProjectBody;

export const conflictKeys = {
  theirs: (projectId: string) => ['project-conflict', projectId] as const,
};

/** The project as saved now (their version), fetched afresh each time the compare opens. */
export function useTheirProject(projectId: string) {
  return useQuery({
    queryKey: conflictKeys.theirs(projectId),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.projects.get(projectId), { signal, schema: projectResponseSchema }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The project's fields a save may carry besides the design, with their labels (Details tab). */
const DETAIL_FIELDS = [
  ['name', 'Project name'],
  ['client', 'Client'],
  ['designer', 'Designer'],
  ['company', 'Company'],
  ['projectAddress', 'Project address'],
  ['latitude', 'Latitude'],
  ['longitude', 'Longitude'],
  ['unitSystem', 'Unit system'],
  ['notes', 'Notes'],
] as const satisfies readonly (readonly [keyof SaveBody & keyof Project, string])[];

const text = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : String(v));

/**
 * Their saved project against the body this tab sent: the details it sent, then the design input
 * (in the project's unit system). What the body did not send is not a difference: that save
 * would have left it as it is.
 */
export function conflictDiff(theirs: Project, mine: SaveBody): InputDiff {
  const rows: InputDiffRow[] = DETAIL_FIELDS.filter(([key]) => mine[key] !== undefined).map(
    ([key, label]) => {
      const before = theirs[key];
      const after = mine[key];
      return {
        path: key,
        label,
        before: text(before),
        after: text(after),
        change: (before ?? null) === (after ?? null) ? 'same' : 'changed',
      };
    },
  );
  const design =
    mine.design !== undefined && DESIGN_INPUT_KEY in mine.design
      ? diffDesignInputs(theirs.design[DESIGN_INPUT_KEY], mine.design[DESIGN_INPUT_KEY], theirs.unitSystem)
      : { groups: [], changedCount: 0 };
  const details = rows.length > 0 ? [{ id: 'details', title: 'Details', change: 'same' as const, rows }] : [];
  const detailChanges = rows.filter((r) => r.change !== 'same').length;
  return {
    groups: [
      ...details.map((g) => ({ ...g, change: detailChanges > 0 ? ('changed' as const) : g.change })),
      ...design.groups,
    ],
    changedCount: detailChanges + design.changedCount,
  };
}
