// The engine's public surface as the compiler sees it: every name src/index.ts exports, its
// kind and the file that declares it, rendered as api-report.md.
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ENGINE_ROOT = resolve(import.meta.dirname, '../..');
export const API_REPORT = resolve(ENGINE_ROOT, 'api-report.md');

export interface ApiEntry {
  name: string;
  kind: 'function' | 'const' | 'class' | 'interface' | 'type' | 'enum';
  /** The declaring file, relative to src/. */
  from: string;
}

function kindOf(symbol: ts.Symbol): ApiEntry['kind'] {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  return 'const';
}

export function engineApi(): ApiEntry[] {
  const index = resolve(ENGINE_ROOT, 'src/index.ts');
  const program = ts.createProgram([index], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const file = target.declarations?.[0]?.getSourceFile().fileName ?? index;
      return { name: exported.name, kind: kindOf(target), from: relative(dirname(index), file) };
    })
    .sort((a, b) => a.from.localeCompare(b.from) || a.name.localeCompare(b.name));
}

export function renderApiReport(entries: ApiEntry[]): string {
  const lines = [
    '# @pilewise/engine: public API',
    '',
    'Generated from `src/index.ts` by `test/api-report.test.ts`; do not edit by hand. A change of the',
    "engine's surface changes this file, so it shows in review. To regenerate after a deliberate change:",
    '`UPDATE_API_REPORT=1 npx vitest run packages/engine/test/api-report.test.ts`.',
    '',
    `${entries.length} names.`,
    '',
    '| name | kind | declared in |',
    '| --- | --- | --- |',
    ...entries.map((entry) => `| \`${entry.name}\` | ${entry.kind} | \`${entry.from}\` |`),
    '',
  ];
  return lines.join('\n');
}
