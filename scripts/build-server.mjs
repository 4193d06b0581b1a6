// Compiles the server for `npm start`: one ES module bundle of apps/server/src/server.ts and one
// of each worker thread (design runs, documents), in apps/server/dist. Our workspace packages (TypeScript
// sources) are bundled in; npm packages stay external and load from node_modules as usual.
// The server then starts as plain JavaScript, with no transpiler at start-up (issue 12).
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const server = resolve(import.meta.dirname, '../apps/server');
/** `node scripts/build-server.mjs [outdir]`: tests build elsewhere (inside the repository). */
const outdir = resolve(process.argv[2] ?? join(server, 'dist'));

/** Bare imports other than ours (@pilewise/*) are npm packages: left to Node to load. */
const externalPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pilewise/') ? undefined : { path: args.path, external: true },
    );
  },
};

const { metafile } = await build({
  entryPoints: {
    server: join(server, 'src/server.ts'),
    // The same code split by role, for several processes on one PostgreSQL (server README).
    api: join(server, 'src/api.ts'),
    worker: join(server, 'src/worker.ts'),
    'engine-worker': join(server, 'src/runs/engine-worker.ts'),
    // PDF reports and results workbooks are made on a thread of their own (documents/).
    'document-worker': join(server, 'src/documents/document-worker.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // What only reports and Excel files need (pdfkit, echarts, exceljs: most of start-up's module
  // loading) is imported dynamically where it is used; split into chunks of their own, it loads
  // at the first report or workbook, not at start (issue 12). Chunks sit beside the entries, so
  // import.meta.url-relative paths (the engine worker's file) hold wherever the code lands.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});

// Chunks are named by content hash: drop those of earlier builds, which nothing imports now.
const written = new Set(Object.keys(metafile.outputs).map((path) => basename(path)));
for (const file of readdirSync(outdir)) {
  if (/\.mjs(\.map)?$/.test(file) && !written.has(file)) rmSync(join(outdir, file));
}
