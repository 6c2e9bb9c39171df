// Writes src/web/lib/api/schema.gen.ts: the TypeScript types of every API path, generated from the
// server's own OpenAPI document, so the web app's calls are checked against the server's schemas at
// compile time. Run `npm run api:types` after changing a route; scripts/generate-api-types.test.ts
// fails while the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildApp } from '@server/app';
import { testConfig } from '@server/config';
import { openDatabase, runMigrations } from '@server/db/client';
import { fromAppRoot } from '@server/platform/app-root';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const API_TYPES_FILE = fromAppRoot('src/web/lib/api/schema.gen.ts');

const HEADER = `// Generated from the server's OpenAPI document by \`npm run api:types\`
// (scripts/generate-api-types.ts). Do not edit: change the route schemas and run it again.

`;

/** The OpenAPI document, from the app built in memory as the tests build it (no network, no listen). */
export async function readOpenApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ url: '', dataDir: 'memory' });
  try {
    await runMigrations(database);
    const { app } = await buildApp({
      config: testConfig(),
      database,
      mailTransport: { name: 'outbox', send: async () => {} },
      webRoot: null,
    });
    try {
      await app.ready();
      return JSON.parse(JSON.stringify(app.swagger())) as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The same document with every object's keys sorted, so the output never depends on registration order. */
function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, sortKeys(inner)])) as T;
}

type ResponseObject = { content?: Record<string, { schema?: { properties?: object } }> };

/**
 * Every route repeats the same error answer (`{ error: { code, message, fields? } }`) for each of its
 * refusals; each distinct one becomes a named shared response (`Error`, or `Error` + media type),
 * which keeps the generated file a fraction of the size and gives the client one error type.
 */
function shareErrorResponses(document: OpenAPI3): OpenAPI3 {
  const shared: Record<string, unknown> = {};
  const names = new Map<string, string>();
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item as Record<string, unknown>)) {
      const responses = (operation as { responses?: Record<string, ResponseObject> }).responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const media = Object.entries(response.content ?? {});
        const [mediaType, body] = media[0] ?? [];
        if (status.startsWith('2') || media.length !== 1 || !body?.schema?.properties) continue;
        if (!('error' in body.schema.properties)) continue;
        const key = JSON.stringify(response);
        let name = names.get(key);
        if (!name) {
          name = mediaType === 'application/json' ? 'Error' : `Error ${mediaType}`;
          name = name.replace(/[^A-Za-z0-9]+(.)/g, (_match, next: string) => next.toUpperCase());
          if (name in shared) throw new Error(`Two different error answers are named ${name}`);
          names.set(key, name);
          shared[name] = response;
        }
        responses![status] = { $ref: `#/components/responses/${name}` } as ResponseObject;
      }
    }
  return { ...document, components: { ...document.components, responses: shared as never } };
}

/** The text of schema.gen.ts for the current routes. */
export async function renderApiTypes(): Promise<string> {
  const document = sortKeys(shareErrorResponses(await readOpenApiDocument()));
  const ast = await openapiTS(document, { alphabetize: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(API_TYPES_FILE, await renderApiTypes());
  console.log(`Wrote ${API_TYPES_FILE}`);
}
