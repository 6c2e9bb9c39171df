// Compiles the server (src/server/main.ts and everything it imports) into one ESM file,
// dist-server/main.mjs, the embedded database's process (src/server/db/pglite-host.ts) into
// dist-server/pglite-host.mjs and the backup tool (src/server/db/backup-cli.ts) into
// dist-server/db-tool.mjs, so production and `npm start` run JavaScript instead of compiling
// TypeScript at every start. The packages it uses are bundled too (resolving and reading ~1,000
// module files cost about 0.5 s of CPU at every start), except those listed in STAY_IN_NODE_MODULES;
// the @server/@shared aliases are resolved from tsconfig.json. The build fails when the bundle would pull in test
// support, a development-only package or the artwork generator: what runs must be only the server.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { isBuildCurrent } from './lib/build-state.mjs';
import {
  buildDatabaseTemplate,
  DATABASE_TEMPLATE,
  DATABASE_TEMPLATE_SOURCES,
} from './lib/database-template.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outFile = path.join(root, 'dist-server/main.mjs');

// Packages that only the tests, the build or the tooling need: none may be imported at run time
// (a production install may leave them out).
const devOnlyPackages = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies),
);
const FORBIDDEN_SOURCES = [
  { test: (file) => file.startsWith('test/'), why: 'test support' },
  { test: (file) => /\.test\.tsx?$/.test(file), why: 'a test file' },
  { test: (file) => file === 'src/server/seed/artwork.ts', why: 'the artwork generator script' },
  { test: (file) => file.startsWith('src/web/'), why: 'browser code' },
];

const APP_ROOT_MODULE = 'src/server/platform/app-root.ts';
const usesOwnAddress = (input) =>
  /import\.meta\.(url|dirname|filename)/.test(readFileSync(path.join(root, input), 'utf8'));

// Packages that find files of their own at run time (WebAssembly, native binaries, static assets,
// worker scripts) next to their code: bundled, they would look for them beside dist-server/main.mjs.
const STAY_IN_NODE_MODULES = [
  '@electric-sql/pglite', // postgres.wasm and its data files
  '@node-rs/argon2', // a native binary per platform
  '@fastify/swagger-ui', // the API viewer's static files
  'pino', // its transports run in worker threads loaded by file name
  'pg-native', // optional native driver that pg tries to load; not installed
];

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const result = await build({
  absWorkingDir: root,
  // The host first: main.mjs is written last (below), and its presence means the build is done.
  entryPoints: {
    'pglite-host': 'src/server/db/pglite-host.ts',
    'db-tool': 'src/server/db/backup-cli.ts',
    main: 'src/server/main.ts',
  },
  outdir: path.dirname(outFile),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: STAY_IN_NODE_MODULES.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  // Stack traces need the mappings, not a copy of every source: a smaller map loads faster.
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
  // Written below, once checked: a refused bundle must not stay on disk looking current.
  write: false,
});

const problems = [];
for (const input of Object.keys(result.metafile.inputs)) {
  for (const rule of FORBIDDEN_SOURCES)
    if (rule.test(input)) problems.push(`${input} is ${rule.why}`);
  // In the bundle a module's own address is dist-server/main.mjs: files beside a source are not
  // there. Only app-root may use it (to find the project folder); the rest name files fromAppRoot.
  if (input.startsWith('src/') && input !== APP_ROOT_MODULE && usesOwnAddress(input))
    problems.push(`${input} reads import.meta.url: name run-time files with fromAppRoot(...)`);
}
for (const input of Object.keys(result.metafile.inputs)) {
  const bundled = input.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (bundled && devOnlyPackages.has(bundled[1]))
    problems.push(`the server bundles ${input}, from a development-only package`);
}
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (!imported.external || imported.path.startsWith('node:')) continue;
    const name = packageOf(imported.path);
    if (devOnlyPackages.has(name))
      problems.push(`the server imports ${imported.path}, a development-only package`);
  }
}
if (problems.length > 0) {
  console.error(`The server bundle must hold only the server:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// Each file goes in under a temporary name and is renamed into place, so a server starting while
// this runs reads the old bundle or the new one, never half of one. The map first: once main.mjs
// is new, its map is too.
mkdirSync(path.dirname(outFile), { recursive: true });
const rank = (file) => (file.path === outFile ? 2 : 0) + (file.path.endsWith('.map') ? 0 : 1);
const byMapFirst = (a, b) => rank(a) - rank(b);
for (const file of [...result.outputFiles].sort(byMapFirst)) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}

const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `dist-server/main.mjs: ${Object.keys(result.metafile.inputs).length} modules, ${(bytes / 1024).toFixed(0)} KB with its source map`,
);

// The embedded database a first start unpacks; rebuilt only when PGlite or the migrations change.
if (!isBuildCurrent(root, [DATABASE_TEMPLATE], DATABASE_TEMPLATE_SOURCES)) {
  await buildDatabaseTemplate(root);
  console.log(`${DATABASE_TEMPLATE}/: an empty embedded database, migrated, for first starts`);
}
