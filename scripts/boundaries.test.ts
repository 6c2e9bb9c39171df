/**
 * The boundary lint is only worth something if it can fail: this runs the real rules of
 * .dependency-cruiser.cjs on a small throw-away tree with one deliberate violation per rule
 * (and the allowed exceptions next to them), and expects exactly those violations back.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config: IConfiguration = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const TS_CONFIG = {
  compilerOptions: {
    // tsconfig-paths resolves from the working folder unless a baseUrl is given
    baseUrl: '.',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    paths: {
      '@server/*': ['./src/server/*'],
      '@web/*': ['./src/web/*'],
      '@shared/*': ['./src/shared/*'],
      '@test/*': ['./test/*'],
    },
  },
};

/** file -> source; every import names what it shows. */
const FIXTURE: Record<string, string> = {
  'test/support/fake.ts': 'export const fake = 1;',
  'src/server/errors.ts': 'export class AppError extends Error {}',
  'src/server/orders/schema.ts': 'export const orders = 1;',
  'src/server/orders/service.ts': "import { orders } from './schema';\nexport const list = orders;",
  'src/server/orders/index.ts': "export { list } from './service';",
  'src/server/orders/orders.test.ts': 'export const helper = 1;',
  // allowed: own domain, another domain's index, a schema naming another schema
  'src/server/cart/schema.ts': [
    "import { orders } from '@server/orders/schema';",
    "import { list } from '@server/orders/service';", // violation: schema reaching a service
    'export const carts = [orders, list];',
  ].join('\n'),
  'src/server/cart/routes.ts': [
    "import { list } from '@server/orders';",
    "import { carts } from './schema';",
    "import { AppError } from '@server/errors';",
    'export const routes = [list, carts, AppError];',
  ].join('\n'),
  'src/server/cart/repository.ts': [
    "import { orders } from '@server/orders/schema';", // violation: another domain's table
    'export const repo = orders;',
  ].join('\n'),
  'src/server/cart/service.ts': [
    "import { fake } from '@test/support/fake';", // violation: runtime -> test support
    "import { helper } from '@server/orders/orders.test';", // violations: test file, internals
    'export const service = [fake, helper];',
  ].join('\n'),
  'src/server/cart/parent.ts': [
    "import { AppError } from '../errors';", // violation: ../
    "import { routes } from './routes';",
    'export const parent = [AppError, routes];',
  ].join('\n'),
  'src/server/cart/cart.test.ts': [
    "import { fake } from '@test/support/fake';",
    "import { list } from '@server/orders/service';",
    'export const t = [fake, list];',
  ].join('\n'),
  'src/server/app.ts': "import { list } from '@server/orders/service';\nexport const app = list;",
  'src/server/seed/seed.ts':
    "import { orders } from '@server/orders/schema';\nexport const s = orders;",
  'src/server/platform/events.ts': [
    "import { list } from '@server/orders/service';", // violation: platform is not a root
    'export const events = list;',
  ].join('\n'),
  'src/server/render.ts': "import { page } from '@web/page';\nexport const r = page;", // violation
  'src/web/page.ts': [
    "import type { AppError } from '@server/errors';", // violation, although type-only
    "import { text } from '@shared/text';",
    'export const page = (e: AppError) => [e, text];',
  ].join('\n'),
  'src/shared/text.ts': "export const text = 'hi';",
  'src/shared/leaky.ts': "import { page } from '@web/page';\nexport const l = page;", // violation
  // a runtime cycle (violation, reported once) and a cycle closed only by type imports (allowed)
  'src/shared/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;",
  'src/shared/pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;",
  'src/shared/tick.ts': "import type { Tock } from './tock';\nexport type Tick = { t?: Tock };",
  'src/shared/tock.ts':
    "import type { Tick } from './tick';\nexport const tock = 1;\nexport type Tock = Tick;",
  // the web app: features meet through their index.ts, app/ composes them, lib/ and ui/ serve all
  'src/web/orders/OrderList.tsx': "import './orders.css';\nexport const OrderList = 1;",
  'src/web/orders/orders.css': '.order-list {}',
  'src/web/orders/index.ts': "export { OrderList } from './OrderList';",
  'src/web/orders/links.ts': [
    "import { nav } from '@web/app/nav';", // violation: a feature importing the composition root
    'export const links = nav;',
  ].join('\n'),
  'src/web/cart/PriceChange.tsx': 'export const PriceChange = 1;',
  'src/web/cart/api.ts': 'export const cartApi = 1;',
  'src/web/cart/index.ts': "export { cartApi } from './api';",
  'src/web/admin/OrdersPage.tsx': [
    "import { OrderList } from '@web/orders';",
    "import '@web/orders/orders.css';",
    "import { PriceChange } from '@web/cart/PriceChange';", // allowed: a component with its stylesheet
    "import { cartApi } from '@web/cart/api';", // violation: past the cart's index.ts
    "import { links } from '@web/orders/links';", // violation: past the orders' index.ts
    "import { Badge } from './Badge';",
    'export const page = [OrderList, PriceChange, cartApi, links, Badge];',
    "export const later = () => import('@web/orders/OrderList');", // violation, although lazy
  ].join('\n'),
  'src/web/admin/Badge.tsx': 'export const Badge = 1;',
  'src/web/admin/OrdersPage.test.tsx': [
    "import { nav } from '@web/app/nav';",
    "import { OrderList } from '@web/orders/OrderList';",
    "import { page } from './OrdersPage';",
    'export const t = [nav, OrderList, page];',
  ].join('\n'),
  'src/web/app/nav.ts': 'export const nav = 1;',
  'src/web/app/router.tsx': [
    "import { nav } from './nav';",
    "import { OrderList } from '@web/orders/OrderList';",
    'export const routes = [nav, OrderList];',
    "export const orders = () => import('@web/admin/OrdersPage');",
  ].join('\n'),
  'src/web/main.tsx': "import { routes } from './app/router';\nexport const m = routes;",
  'src/web/ui/Card.tsx': [
    "import { cartApi } from '@web/cart';", // violation: ui/ imports no feature, not even its index
    'export const Card = cartApi;',
  ].join('\n'),
  'src/web/lib/start.ts': [
    "import { nav } from '@web/app/nav';", // violations: lib/ imports neither app/ nor a feature
    "import { Card } from '@web/ui/Card';",
    'export const start = [nav, Card];',
  ].join('\n'),
  'test/support/uses-parent.ts': "import { fake } from '../support/fake';\nexport const u = fake;",
  'test/support/nested/deep.ts': "import { fake } from '../fake';\nexport const d = fake;", // violation
};

const EXPECTED = [
  'no-circular: src/shared/ping.ts -> src/shared/pong.ts',
  'no-cross-domain-internals: src/server/cart/repository.ts -> src/server/orders/schema.ts',
  'no-cross-domain-internals: src/server/cart/schema.ts -> src/server/orders/service.ts',
  'no-cross-domain-internals: src/server/cart/service.ts -> src/server/orders/orders.test.ts',
  'no-cross-domain-internals: src/server/platform/events.ts -> src/server/orders/service.ts',
  'no-relative-parent-imports: src/server/cart/parent.ts -> src/server/errors.ts',
  'no-relative-parent-imports: test/support/nested/deep.ts -> test/support/fake.ts',
  'no-runtime-to-test-support: src/server/cart/service.ts -> src/server/orders/orders.test.ts',
  'no-runtime-to-test-support: src/server/cart/service.ts -> test/support/fake.ts',
  'server-not-web: src/server/render.ts -> src/web/page.ts',
  'shared-stands-alone: src/shared/leaky.ts -> src/web/page.ts',
  'web-app-is-the-root: src/web/lib/start.ts -> src/web/app/nav.ts',
  'web-app-is-the-root: src/web/orders/links.ts -> src/web/app/nav.ts',
  'web-feature-internals: src/web/admin/OrdersPage.tsx -> src/web/cart/api.ts',
  'web-feature-internals: src/web/admin/OrdersPage.tsx -> src/web/orders/OrderList.tsx',
  'web-feature-internals: src/web/admin/OrdersPage.tsx -> src/web/orders/links.ts',
  'web-not-server: src/web/page.ts -> src/server/errors.ts',
  'web-shared-not-features: src/web/lib/start.ts -> src/web/app/nav.ts',
  'web-shared-not-features: src/web/ui/Card.tsx -> src/web/cart/index.ts',
];

describe('boundary rules (.dependency-cruiser.cjs)', () => {
  let root: string;
  let result: ICruiseResult;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    for (const [file, source] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), `${source}\n`);
    }
    const tsConfigFile = join(root, 'tsconfig.json');
    writeFileSync(tsConfigFile, JSON.stringify(TS_CONFIG));
    const options = { ...config.options, baseDir: root, tsConfig: { fileName: tsConfigFile } };
    const output = await cruise(
      ['src', 'test'],
      { ...options, validate: true, ruleSet: { forbidden: config.forbidden } },
      { extensions: options.enhancedResolveOptions?.extensions },
      { tsConfig: extractTSConfig(tsConfigFile) },
    );
    result = output.output as ICruiseResult;
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('resolves every fixture import (aliases included)', () => {
    const unresolved = result.modules.flatMap((m) =>
      m.dependencies.filter((d) => d.couldNotResolve).map((d) => `${m.source}: ${d.module}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('reports exactly the deliberate violations, one or more per rule', () => {
    const found = (result.summary.violations ?? []).map(
      (v) => `${v.rule.name}: ${v.from} -> ${v.to}`,
    );
    expect([...new Set(found)].sort()).toEqual(EXPECTED);
  });

  it('gives every rule the severity error and a reason', () => {
    for (const rule of config.forbidden ?? []) {
      expect(rule.severity, rule.name).toBe('error');
      expect(rule.comment?.length, rule.name).toBeGreaterThan(40);
    }
    const names = new Set(EXPECTED.map((line) => line.split(':')[0]));
    expect(new Set((config.forbidden ?? []).map((rule) => rule.name))).toEqual(names);
  });
});
