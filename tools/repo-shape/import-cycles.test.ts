// No import cycles anywhere in the repo (issue 10): a cycle makes load order matter, hides a
// layer violation and defeats tree-shaking. Type-only imports count too: they tie the design
// the same way. The failure names each loop so the import to cut is plain.
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles } from './import-graph';

describe('the import graph', () => {
  const graph = buildImportGraph();

  it('covers the packages, the apps and the browser tests', () => {
    const roots = new Set([...graph.keys()].map((file) => file.split('/').slice(0, 2).join('/')));
    for (const root of [
      'packages/engine',
      'packages/contracts',
      'packages/presentation',
      'apps/server',
      'apps/web',
    ]) {
      expect(roots, root).toContain(root);
    }
  });

  it('resolves workspace packages to their sources (so a cycle through a package index shows)', () => {
    const edges = graph.get('packages/presentation/src/charts/result-values.ts') ?? [];
    expect(edges.map((edge) => edge.to)).toContain('packages/contracts/src/index.ts');
  });

  it('has no cycle', () => {
    const loops = findCycles(graph, { includeTypeOnly: true }).map((loop) => loop.join('\n  -> '));
    expect(loops, `import cycles:\n${loops.join('\n\n')}`).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const edge = (to: string) => ({ to, specifier: to, typeOnly: false });
  it('finds a loop through three files and names it from its first file', () => {
    const graph = new Map([
      ['b.ts', [edge('c.ts')]],
      ['a.ts', [edge('b.ts')]],
      ['c.ts', [edge('a.ts'), edge('d.ts')]],
      ['d.ts', []],
    ]);
    expect(findCycles(graph, { includeTypeOnly: true })).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
  it('leaves out type-only edges when asked', () => {
    const graph = new Map([
      ['a.ts', [edge('b.ts')]],
      ['b.ts', [{ to: 'a.ts', specifier: './a', typeOnly: true }]],
    ]);
    expect(findCycles(graph, { includeTypeOnly: false })).toEqual([]);
    expect(findCycles(graph, { includeTypeOnly: true })).toHaveLength(1);
  });
});
