import { Button, Group, Select, Text, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { Project, ProjectSummary } from '@pilewise/contracts';
import { useCompareChoices } from '../api/compare-api';

const OTHERS = 'Other projects';

const optionLabel = (p: Pick<ProjectSummary, 'name' | 'client'>) => `${p.name} (${p.client})`;

// The server has filtered the other projects by the search (name, client or designer, which the
// label does not all show); only the fixed groups above them are filtered here.
const filter: OptionsFilter = ({ options, search }) => {
  const needle = search.trim().toLowerCase();
  return options.flatMap((o): ComboboxParsedItem[] => {
    if (!('group' in o)) return o.label.toLowerCase().includes(needle) ? [o] : [];
    if (o.group === OTHERS) return o.items.length > 0 ? [o] : [];
    const items = o.items.filter((i) => i.label.toLowerCase().includes(needle));
    return items.length > 0 ? [{ ...o, items }] : [];
  });
};

type Props = {
  base: Project;
  value: string;
  /** The chosen project, once loaded: its label shows even when it is on no page fetched yet. */
  chosen: ProjectSummary | undefined;
  onChange: (projectId: string) => void;
};

// The other side's project: this project (an earlier run of it), its clones and source, or any
// project of the company the caller may view, searched on the server by name and paged, so a
// company with more projects than one page still has them all within reach.
export function ProjectPicker({ base, value, chosen, onChange }: Props) {
  // What the user typed; null: the box shows the chosen project's label (which may load later).
  const [typed, setTyped] = useState<string | null>(null);
  const [debounced] = useDebouncedValue((typed ?? '').trim(), 250);
  const related = useMemo(
    () => [base.parentId, ...base.childProjects.map((c) => c._id)].filter((id): id is string => !!id),
    [base],
  );
  const chosenLabel = chosen ? optionLabel(chosen) : undefined;
  const selfLabel = `${base.name} (an earlier run)`;
  const valueLabel = value === base._id ? selfLabel : (chosenLabel ?? '');
  // The box shows the chosen label until the user types: that is no search.
  const query = debounced === valueLabel ? '' : debounced;
  const choices = useCompareChoices(query);
  const listed = useMemo(() => choices.data?.pages.flatMap((p) => p.projects) ?? [], [choices.data]);
  const total = choices.data?.pages[0]?.total ?? 0;

  const data = useMemo(() => {
    const known = new Map(listed.map((p) => [p._id, p]));
    if (chosen) known.set(chosen._id, chosen);
    const label = (id: string) => {
      const p = known.get(id);
      return p ? optionLabel(p) : `Project ${id.slice(0, 8)}`;
    };
    const fixed = new Set([base._id, ...related]);
    const others = listed
      .filter((p) => !fixed.has(p._id))
      .map((p) => ({ value: p._id, label: label(p._id) }));
    // The chosen project (from the URL, say) among the others even when no fetched page has it.
    if (chosen && !fixed.has(chosen._id) && !others.some((o) => o.value === chosen._id))
      others.unshift({ value: chosen._id, label: label(chosen._id) });
    return [
      { group: 'This project', items: [{ value: base._id, label: selfLabel }] },
      ...(related.length > 0
        ? [{ group: 'Its clones and source', items: related.map((id) => ({ value: id, label: label(id) })) }]
        : []),
      { group: OTHERS, items: others },
    ];
  }, [listed, chosen, base, related, selfLabel]);

  const more = choices.hasNextPage && (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={choices.isFetchingNextPage}
      onClick={() => void choices.fetchNextPage()}
    >
      Load more projects
    </Button>
  );

  return (
    <div>
      <Select
        label="Compare with"
        searchable
        filter={filter}
        data={data}
        value={value}
        searchValue={typed ?? valueLabel}
        onSearchChange={(v) => setTyped(v === valueLabel ? null : v)}
        onChange={(v) => {
          setTyped(null);
          if (v) onChange(v);
        }}
        onDropdownClose={() => setTyped(null)}
        allowDeselect={false}
        nothingFoundMessage={choices.isFetching ? 'Searching…' : 'No project of that name'}
        scrollAreaProps={{
          // Scrolled to the end of the list: the next page, as the button below does.
          onBottomReached: () => {
            if (choices.hasNextPage && !choices.isFetchingNextPage) void choices.fetchNextPage();
          },
        }}
      />
      <Group gap="xs" mt={4}>
        <Text size="xs" c="gray.7">
          {choices.data
            ? `${listed.length} of ${total} ${query ? 'matching ' : ''}projects listed; type to search by name, client or designer`
            : 'Loading the projects…'}
        </Text>
        {more}
      </Group>
    </div>
  );
}
