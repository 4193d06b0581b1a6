// `npx tsx tools/repo-shape/measure-exports.ts`: unused exports and the engine surface.
import ts from 'typescript';
import { buildProgram, exportUses } from './exports';

const program = buildProgram();
const checker = program.getTypeChecker();
const uses = exportUses(program);
const isTest = (file: string): boolean =>
  /\.(test|spec)\.tsx?$|\/test\/|\/bench\/|^e2e\/|^tools\//.test(file);
const unused = uses.filter(
  (use) => !isTest(use.file) && use.usedBy.size === 0 && !/(^|\/)index\.ts$/.test(use.file),
);
const testOnly = uses.filter(
  (use) =>
    !isTest(use.file) &&
    use.usedBy.size > 0 &&
    [...use.usedBy].every((by) => isTest(by) || by.startsWith(use.file.split('/src/')[0] + '/test')),
);
console.log(`exports used nowhere else (not even tests): ${unused.length}`);
for (const use of unused) console.log(`  ${use.file}: ${use.name}`);
const dead = unused.filter((use) => use.ownFileMentions <= 1);
console.log(`exports referenced nowhere at all (dead): ${dead.length}`);
for (const use of dead) console.log(`  DEAD ${use.file}: ${use.name}`);
console.log(`exports used only by tests: ${testOnly.length}`);
const engineIndex = program
  .getSourceFiles()
  .find((file) => file.fileName.endsWith('packages/engine/src/index.ts'))!;
const engineNames = checker.getExportsOfModule(checker.getSymbolAtLocation(engineIndex)!);
const outside = uses.filter(
  (use) =>
    use.file.startsWith('packages/engine/src/') &&
    engineNames.some((name) => name.name === use.name) &&
    [...use.usedBy].some((by) => !by.startsWith('packages/engine/')),
);
console.log(`engine index exports: ${engineNames.length}; used outside packages/engine: ${outside.length}`);
for (const use of outside)
  console.log(
    `  ${use.name}  (${[...use.usedBy].filter((by) => !by.startsWith('packages/engine/')).length} files)`,
  );
void ts;
const outsideSrc = uses.filter(
  (use) =>
    use.file.startsWith('packages/engine/src/') &&
    engineNames.some((name) => name.name === use.name) &&
    [...use.usedBy].some((by) => !by.startsWith('packages/engine/src/')),
);
console.log(
  `engine index exports used outside packages/engine/src (tests, bench, apps): ${outsideSrc.length}`,
);
console.log(
  `  SURFACE ${outsideSrc
    .map((use) => use.name)
    .sort()
    .join(' ')}`,
);
