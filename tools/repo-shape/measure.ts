// Prints the shape measures of issue 10: `npx tsx tools/repo-shape/measure.ts`.
import { buildImportGraph, findCycles } from './import-graph';

const graph = buildImportGraph();
const featureOf = (file: string): string | undefined =>
  /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
const crossFeature: string[] = [];
for (const [file, edges] of graph) {
  const from = featureOf(file);
  if (from === undefined) continue;
  for (const edge of edges) {
    const to = featureOf(edge.to);
    if (to !== undefined && to !== from) crossFeature.push(`${file} -> ${edge.to}`);
  }
}
const domainOf = (file: string): string | undefined => /^apps\/server\/src\/([^/]+)\//.exec(file)?.[1];
const repositoryReach = new Set<string>();
for (const [file, edges] of graph) {
  const from = domainOf(file);
  if (from === undefined) continue;
  for (const edge of edges) {
    const to = domainOf(edge.to);
    if (to === undefined || to === from || !/\.repository\.ts$/.test(edge.to)) continue;
    const how = /\.test(-support)?\.ts$/.test(file)
      ? 'test'
      : edge.typeOnly
        ? 'row types'
        : from === 'shared'
          ? 'shared step'
          : 'CALL';
    repositoryReach.add(`${from} -> ${to} (${how})`);
  }
}
const cycles = findCycles(graph, { includeTypeOnly: true });
const runtimeCycles = findCycles(graph, { includeTypeOnly: false });
console.log(`files in graph: ${graph.size}`);
console.log(`cross-feature imports (apps/web/src/features): ${crossFeature.length}`);
for (const line of crossFeature) console.log(`  ${line}`);
console.log(`server domain -> other domain's repository (folder pairs): ${repositoryReach.size}`);
for (const line of [...repositoryReach].sort()) console.log(`  ${line}`);
console.log(`import cycles (incl. type-only): ${cycles.length}; run-time only: ${runtimeCycles.length}`);
for (const loop of cycles) console.log(`  ${loop.join(' -> ')}`);
