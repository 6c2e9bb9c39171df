// Boundaries of the code base, checked by `npm run lint` (and proven to fail by
// scripts/boundaries.test.ts, which runs these same rules on deliberate violations).
// Paths are relative to the project folder, e.g. `src/server/cart/service.ts`.

const DOMAINS =
  'accounts|admin|alerts|audit|cart|catalog|checkout|customers|mail|newsletter|orders|payments|reports|reservations|settings';
const TEST_FILE = '\\.test\\.[cm]?[jt]sx?$';
// A feature folder of the web app is any folder of src/web but the shared ones (lib, ui, styles)
// and the composition root (app); `$1` in a `to` names the importer's own feature.
const WEB_FEATURE = '^src/web/(?!(?:app|lib|ui|styles)/)([^/]+)/';
// Components that bring their own stylesheet and are drawn by another feature. Re-exported from
// index.ts, their stylesheet would land in the chunk of every importer of that index.ts (an ES
// module evaluates everything its index re-exports), so they are imported from their own file.
const WEB_STYLED_COMPONENTS = [
  '^src/web/admin/SoldOutControls\\.tsx$',
  '^src/web/cart/PriceChange\\.tsx$',
  '^src/web/catalog/DishOptionsDialog\\.tsx$',
  '^src/web/checkout/WhenSection\\.tsx$',
  '^src/web/settings/StoredHours\\.tsx$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-to-test-support',
      comment:
        'Runtime code is shipped (and about to be bundled): anything it imports from test/ or a test ' +
        'file would end up in production, with its fakes and fixtures. Only test files may use them.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: ['^test/', TEST_FILE] },
    },
    {
      name: 'no-cross-domain-internals',
      comment:
        "A domain's index.ts is its public face; reaching past it into another domain's " +
        'repository, tables or helpers couples the two so that neither can change alone. ' +
        'The composition roots (app.ts, main.ts, config.ts, db/schema.ts, seed/) and tests wire domains ' +
        'together and may reach anything; a schema.ts may name another domain’s schema.ts for ' +
        'its foreign keys (next rule).',
      severity: 'error',
      from: {
        path: '^src/server/([^/]+)',
        pathNot: [
          TEST_FILE,
          '^src/server/(app|main)\\.ts$',
          // config.ts validates the whole environment at start, each domain's settings (e.g.
          // payments/config.ts) with the rest, so that one report names every bad variable.
          '^src/server/config\\.ts$',
          '^src/server/db/schema\\.ts$',
          '^src/server/seed/',
          `^src/server/(${DOMAINS})/schema\\.ts$`,
        ],
      },
      to: {
        path: `^src/server/(${DOMAINS})/`,
        pathNot: ['^src/server/$1/', `^src/server/(${DOMAINS})/index\\.ts$`],
      },
    },
    {
      name: 'no-cross-domain-internals',
      comment:
        "A schema.ts may import another domain's schema.ts (foreign keys need the other table), " +
        'but nothing else of that domain beyond its index.ts.',
      severity: 'error',
      from: { path: `^src/server/(${DOMAINS})/schema\\.ts$` },
      to: {
        path: `^src/server/(${DOMAINS})/`,
        pathNot: [
          '^src/server/$1/',
          `^src/server/(${DOMAINS})/index\\.ts$`,
          `^src/server/(${DOMAINS})/schema\\.ts$`,
        ],
      },
    },
    {
      name: 'web-feature-internals',
      comment:
        "A web feature's index.ts is its public face, as on the server: another feature reaching " +
        'its files couples the two. Stylesheets and the components listed in WEB_STYLED_COMPONENTS ' +
        'are imported from their files: re-exported from index.ts they would load their CSS in ' +
        "every importer's chunk. The router's lazy pages are imported by app/, the composition " +
        'root (next rule), and tests may reach anything.',
      severity: 'error',
      from: { path: WEB_FEATURE, pathNot: TEST_FILE },
      to: {
        path: WEB_FEATURE,
        pathNot: [
          '^src/web/$1/',
          '^src/web/[^/]+/index\\.ts$',
          '\\.css$',
          ...WEB_STYLED_COMPONENTS,
        ],
      },
    },
    {
      name: 'web-app-is-the-root',
      comment:
        'src/web/app composes the features (router, lazy pages, shell) and is started by main.tsx ' +
        'and prerender.tsx; anything else importing it would make a feature depend on the whole ' +
        'app, and a cycle through the router.',
      severity: 'error',
      from: {
        path: '^src/web/',
        pathNot: ['^src/web/app/', '^src/web/(main|prerender)\\.tsx$', TEST_FILE],
      },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'web-shared-not-features',
      comment:
        'src/web/lib and src/web/ui serve every feature, so they import none (nor app/): what ' +
        'they need from one is handed to them (e.g. lib/api/session-events.ts tells the query ' +
        'cache the user changed) or moves into lib or ui.',
      severity: 'error',
      from: { path: '^src/web/(lib|ui)/', pathNot: TEST_FILE },
      to: { path: '^src/web/(?!(?:lib|ui|styles)/)' },
    },
    {
      name: 'web-not-server',
      comment:
        'The browser bundle must not pull in server code (secrets, database drivers, Node APIs); ' +
        'even a type import couples the web app to server internals. What both sides need lives ' +
        'in src/shared (or in the generated API types).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-stands-alone',
      comment:
        'src/shared is imported by both the server and the browser, so it may depend only on ' +
        'itself and npm packages; anything else would drag one side into the other.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(server|web)|test|e2e|scripts)/' },
    },
    {
      name: 'server-not-web',
      comment:
        'The server serves the built web app from dist/ (src/server/site reads files, it imports ' +
        'nothing from src/web); the prerender runs at build time from src/web/prerender.tsx, and ' +
        'the menu category pages it fills with live dishes use that build (dist-ssr/), loaded by ' +
        'file on first use. Importing src/web would bundle React into the server.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle among runtime modules makes the load order decide which side sees `undefined` ' +
        '(and defeats tree shaking and code splitting). Type-only imports vanish at compile ' +
        'time, so a cycle that closes only through `import type` is allowed.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'no-relative-parent-imports',
      comment:
        'Use the aliases (@server/*, @web/*, @shared/*, @test/*) instead of ../ so that files can ' +
        'move without rewriting their imports and every import says where it lands. A relative ' +
        "import that resolves outside the importer's own folder is a ../ import; ./ stays fine.",
      severity: 'error',
      from: { path: '^((src|test)/.*/)' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^$1' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports must be seen: web-not-server forbids them too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
