// Exported names nobody imports, and the engine's public surface, measured with the type
// checker over one program holding every workspace (workspace packages resolve to their sources).
import { relative } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, buildImportGraph } from './import-graph';

export function buildProgram(): ts.Program {
  const files = [...buildImportGraph().keys()].map((file) => `${REPO_ROOT}/${file}`);
  return ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    resolveJsonModule: true,
    types: ['node'],
  });
}

export interface ExportUse {
  file: string;
  name: string;
  /** Files other than the declaring one that name it (re-exports by `export *` do not count). */
  usedBy: Set<string>;
  /** Names of it in its own file beyond the declaration (1 = only declared). */
  ownFileMentions: number;
}

export function exportUses(program: ts.Program): ExportUse[] {
  const checker = program.getTypeChecker();
  const ours = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !file.fileName.includes('node_modules'));
  const uses = new Map<ts.Symbol, ExportUse>();
  const resolve = (symbol: ts.Symbol): ts.Symbol =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (const file of ours) {
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (moduleSymbol === undefined) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = resolve(exported);
      const declaredIn = target.declarations?.[0]?.getSourceFile();
      if (declaredIn !== file) continue; // a re-export, counted where it is declared
      uses.set(target, {
        file: relative(REPO_ROOT, file.fileName),
        name: exported.name,
        usedBy: new Set(),
        ownFileMentions: 0,
      });
    }
  }
  for (const file of ours) {
    const visit = (node: ts.Node): void => {
      if (ts.isExportSpecifier(node)) return; // `export { x } from` re-exports, it does not use
      if (ts.isIdentifier(node)) {
        const symbol = checker.getSymbolAtLocation(node);
        if (symbol !== undefined) {
          const use = uses.get(resolve(symbol));
          const from = relative(REPO_ROOT, file.fileName);
          if (use !== undefined && use.file !== from) use.usedBy.add(from);
          else if (use !== undefined) use.ownFileMentions += 1;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...uses.values()];
}
