// The repo's import graph, built with the TypeScript compiler's own parser and module
// resolution, so a path alias or a workspace package resolves exactly as tsc sees it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Folders whose TypeScript sources make up the graph. */
const SOURCE_ROOTS = ['packages', 'apps', 'e2e', 'tools'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'drizzle',
]);

export interface ImportEdge {
  /** Repo-relative path of the imported file. */
  to: string;
  specifier: string;
  /** `import type` / `export type`: erased at run time, still a dependency of the design. */
  typeOnly: boolean;
}

export type ImportGraph = Map<string, ImportEdge[]>;

function listSourceFiles(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listSourceFiles(path, out);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly });
    }
  }
  // Lazy `import('...')` calls load a module too.
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every source file of ours and the files of ours it imports (packages from npm left out). */
export function buildImportGraph(root = REPO_ROOT): ImportGraph {
  const files: string[] = [];
  for (const sourceRoot of SOURCE_ROOTS) {
    try {
      listSourceFiles(join(root, sourceRoot), files);
    } catch {
      // a missing source root is simply empty
    }
  }
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const edges: ImportEdge[] = [];
    for (const { specifier, typeOnly } of importsOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, COMPILER_OPTIONS, ts.sys).resolvedModule;
      // Workspace packages resolve through node_modules symlinks to their own sources: kept.
      if (resolved === undefined) continue;
      const to = relative(
        root,
        ts.sys.realpath ? ts.sys.realpath(resolved.resolvedFileName) : resolved.resolvedFileName,
      );
      if (to.startsWith('..') || to.includes('node_modules')) continue;
      edges.push({ to, specifier, typeOnly });
    }
    graph.set(relative(root, file), edges);
  }
  return graph;
}

/**
 * The import cycles: each strongly connected group of files (Tarjan), with one concrete
 * loop through it so the failure message shows the path to break.
 */
export function findCycles(graph: ImportGraph, options: { includeTypeOnly: boolean }): string[][] {
  const next = (file: string): string[] =>
    (graph.get(file) ?? [])
      .filter((edge) => options.includeTypeOnly || !edge.typeOnly)
      .map((edge) => edge.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const strongConnect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next(file)) {
      if (!index.has(to)) {
        strongConnect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfLoop = group.length === 1 && next(file).includes(file);
      if (group.length > 1 || selfLoop) groups.push(group);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) strongConnect(file);
  return groups.map((group) => loopThrough(group, next));
}

/** A shortest loop from the group's first file back to itself, staying inside the group. */
function loopThrough(group: string[], next: (file: string) => string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const to of next(file)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const loop = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) loop.splice(1, 0, at);
        loop.push(start);
        return loop;
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return group;
}
