// The example projects of the engine, offered as starting inputs. Each is its own lazy chunk:
// nothing of them is in the first load or in the tab until the engineer picks one.

export type ExampleProject = { id: string; label: string; load: () => Promise<unknown> };

export const EXAMPLE_PROJECTS: readonly ExampleProject[] = [
  {
    id: 'generic-100mw-site-d',
    label: 'Generic: Mesa Verde Solar 100 MWac (Site Class D)',
    load: () => import('@pilewise/engine/examples/projects/generic-100mw-site-d.json').then((m) => m.default),
  },
  {
    id: 'nextracker-100mw-unbalanced',
    label: 'Nextracker: Red Rock Solar 100 MWac (unbalanced wings)',
    load: () =>
      import('@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json').then((m) => m.default),
  },
  {
    id: 'nevados-100mw-terrain-following',
    label: 'Nevados: Cedar Ridge Solar 100 MWac (terrain following)',
    load: () =>
      import('@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json').then(
        (m) => m.default,
      ),
  },
  {
    id: 'array-tech-100mw-ground-forces',
    label: 'Array Tech: Dry Lake Solar 100 MWac (ground force tables)',
    load: () =>
      import('@pilewise/engine/examples/projects/array-tech-100mw-ground-forces.json').then((m) => m.default),
  },
];
