import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoCatalog } from '@server/seed/demo-dishes';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { addDays } from '@shared/reservations';
import { type DbKind, testDatabaseKinds } from '@test/support/databases';
import { makePng, multipartBody } from '@test/support/images';
import { seedPaidOrders } from '@test/support/orders';
import { bookingInput, restaurantToday } from '@test/support/reservations';
import { createTestApp, type TestApp, TestClient } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Property-based fuzz of the whole HTTP API, driven by its own OpenAPI document. For every
 * documented operation, fast-check generates requests from the operation's schemas (valid-looking
 * values from types, formats, enums, bounds and field names) and mutates them (wrong types, missing
 * and unknown fields, boundary numbers, huge, unicode and null-byte strings, path parameters that
 * are not ids or are another customer's ids, wrong content types, no CSRF token), and sends them
 * as a guest, a customer and an admin. Properties of every answer:
 * - never a 5xx;
 * - no stack trace, file path or SQL in the body;
 * - every 4xx is JSON with error.code and error.message;
 * - every answer carries X-Content-Type-Options: nosniff and a Content-Security-Policy;
 * - a refused change (a 4xx to POST, PUT, PATCH or DELETE) changed nothing: a fingerprint of every
 *   table (row count and a hash of all rows) is the same before and after it; and reads (GET)
 *   change nothing at all, whatever their answer;
 * - a customer naming another customer's row is refused.
 * bad-input.test.ts keeps the fixed malformed-body cases and authorization-matrix.test.ts the
 * expected status of each caller; this file explores the input space around them.
 *
 * FUZZ_RUNS scales the runs per operation (default 1), FUZZ_SEED replays a reported seed.
 */

type Role = 'guest' | 'customer' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ROLES: Role[] = ['guest', 'customer', 'admin'];

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  key: string;
  method: Method;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** A server-sent-event stream: its success never ends, so it is only sent refusable requests. */
  stream: boolean;
}
interface Pools {
  /** Ids of the fuzzing customer's own rows (they may be consumed by successful requests). */
  own: string[];
  /** Ids of another customer's rows: the fuzzing customer must never act on them. */
  others: string[];
  /** Public names: dishes and pictures. */
  shared: string[];
  /**
   * The same ids by the path that names them ('/api/cart/items/' -> cart lines of both customers),
   * so a path parameter is often a real row of the right kind: someone's own, or someone else's.
   */
  byPath: Record<string, string[]>;
  /** Ids by the body field that names them (dishId -> dishes, addressId -> both customers' addresses). */
  byField: Record<string, string[]>;
  emails: string[];
  /** Picture URLs a dish may use. */
  imageUrls: string[];
}
interface FuzzRequest {
  method: Method;
  url: string;
  /** The raw body text (JSON, or deliberately not). */
  body?: string;
  contentType?: string;
  csrf: boolean;
  /** Sent from this address instead of the role's own (spreads the per-address rate limits). */
  ip: string | null;
  mutation: string;
  /** Strings the request carried: the answer may echo them, so they are not judged as leaks. */
  echoes: string[];
}

/**
 * Operations left out. Logging out ends the fuzzing session by design (every answer is 200, and
 * authorization-matrix.test.ts covers it).
 */
const EXCLUDED = new Set(['POST /api/auth/logout']);

/**
 * Tables left out of the fingerprint, with why a refused request may change them by design:
 * rate_limits counts attempts, and the refused ones are what it counts (failed sign-ins, sign-ups,
 * reset and verification mails and checkout starts over their limits are answered 429 after
 * counting; a checkout start is counted before the cart and address are checked).
 */
const UNFINGERPRINTED = new Set(['rate_limits']);

/**
 * The runs per operation and role, spent where bugs hide: most on changes that name a row (where
 * one customer could touch another's), fewest on reads without parameters (only a stray query
 * varies) and on sign-in and sign-up (each valid-looking one hashes a password with argon2).
 */
const RUN_SCALE = Number(process.env.FUZZ_RUNS ?? 1);
function runsFor(op: Operation) {
  const namesRow = op.parameters.some((p) => p.in === 'path');
  const runs =
    op.method !== 'GET' && namesRow
      ? 50
      : /\/api\/auth\/(signup|login|admin\/login)$/.test(op.path)
        ? 15
        : op.method === 'GET' && op.parameters.length === 0
          ? 10
          : 32;
  return Math.max(1, Math.round(RUN_SCALE * runs));
}
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// ---------------------------------------------------------------------------------------------
// Values

/** A JSON number written as-is (1e400, 30 digits), which JSON.stringify cannot produce. */
class RawNumber {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawNumber) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Strings that have broken servers before: null bytes, lone surrogates, injections, huge text. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
  'e\u0301'.repeat(300),
  '🍕'.repeat(300),
  "' OR '1'='1",
  '1; DROP TABLE users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '\x24{7*7}', // a template-literal injection, "$" written escaped
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e309',
  '\r\nSet-Cookie: admin=1',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'İstanbul',
  'x'.repeat(10_000),
];
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const WRONG_TYPED: unknown[] = [
  0,
  -1,
  3.14,
  true,
  false,
  null,
  '',
  'abc',
  '1',
  [],
  [1],
  {},
  { a: 1 },
];
const jsonTypeOf = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : typeof v;
const typesOf = (s: JsonSchema): string[] => {
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf ?? []).flatMap(typesOf);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  // An integer is also a number; a number schema takes integers.
  return types.includes('number') ? [...types, 'integer'] : types;
};
/** A value of another JSON type than the schema allows. */
const wrongType = (s: JsonSchema) => {
  const allowed = typesOf(s);
  const candidates = WRONG_TYPED.filter(
    (v) => allowed.length > 0 && !allowed.includes(jsonTypeOf(v)) && !(v === null && s.nullable),
  );
  return candidates.length > 0 ? fc.constantFrom(...candidates) : fc.constant<unknown>([[]]);
};

function integerBounds(s: JsonSchema): [number, number] {
  let min = s.minimum ?? -1_000_000;
  let max = s.maximum ?? 1_000_000;
  if (s.exclusiveMinimum === true) min += 1;
  else if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) max -= 1;
  else if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - 1;
  return [min, max];
}

/** Numbers on and just past the schema's bounds, and those that break naive parsers. */
function boundaryNumber(s: JsonSchema): fc.Arbitrary<unknown> {
  const [min, max] = integerBounds(s);
  return fc.constantFrom<unknown>(
    min,
    max,
    min - 1,
    max + 1,
    0,
    -1,
    0.5,
    min + 0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    Number.MIN_VALUE,
    new RawNumber('1e400'),
    new RawNumber('-1e400'),
    new RawNumber('123456789012345678901234567890'),
  );
}

function boundaryString(s: JsonSchema): fc.Arbitrary<unknown> {
  const max = s.maxLength ?? 200;
  const min = s.minLength ?? 0;
  return fc.constantFrom<unknown>(
    'x'.repeat(max + 1),
    'x'.repeat(max),
    'x'.repeat(Math.max(0, min - 1)),
    ' '.repeat(Math.max(1, min)),
    'x'.repeat(100_000),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const dates = fc.integer({ min: -30, max: 120 }).map((days) => addDays(restaurantToday(), days));
const times = fc.oneof(
  fc.constantFrom('12:00', '13:30', '18:00', '19:15', '20:00', '21:45'),
  fc.tuple(fc.nat(23), fc.nat(59)).map(([h, m]) => `${pad(h)}:${pad(m)}`),
);

/**
 * What a person would type into the field of this name: schemas say "a string of 1 to 60", but
 * the rules behind them (a phone number, a street address) turn random text away at the door,
 * and the fuzz should get past it often enough to reach the code behind.
 */
function realistic(name: string, pools: Pools): fc.Arbitrary<unknown> | null {
  const names = fc.constantFrom('Ada', 'Obi', 'Chidi Okafor', 'Zoë Adébáyọ̀', 'José', "N'Golo");
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    username: names,
    firstname: names,
    lastname: names,
    fullname: names,
    phone: fc.constantFrom('+234 803 555 0147', '0803 111 2222', '(01) 234-5678', '08035550147'),
    address: fc.constantFrom('14 Admiralty Way, Lekki Phase 1, Lagos', '2 Marina Road, Lagos'),
    password: fc.string({ minLength: 6, maxLength: 30 }),
    description: fc.lorem({ maxCount: 12 }),
    specialrequests: fc.lorem({ maxCount: 12 }),
    name: fc.constantFrom('Suya Platter', 'Pepper Soup', 'Zobo', 'Crème brûlée'),
    area: fc.constantFrom('Nigerian', 'Italian', 'French'),
    url: fc.constantFrom(...pools.imageUrls),
    currency: fc.constantFrom('NGN', 'USD', 'ngn'),
    cardnumber: fc.constantFrom('4084084084084081', '5060666666666666666', '4111111111111111'),
    expiry: fc.constantFrom('12/30', '01/20', '13/99'),
    cvv: fc.constantFrom('408', '000', '12'),
  };
  return byName[name.toLowerCase()] ?? null;
}

/** A value that the schema accepts, or that looks as if it should (names hint at real ids). */
function valid(s: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => valid(v, name, pools)));
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = typesOf(s)[0];
  let arbitrary: fc.Arbitrary<unknown>;
  if (type === 'integer') {
    const [min, max] = integerBounds(s);
    arbitrary = fc.oneof(
      fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
      fc.constantFrom(min, max),
    );
  } else if (type === 'number') {
    const [min, max] = integerBounds(s);
    arbitrary = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  } else if (type === 'boolean') {
    arbitrary = fc.boolean();
  } else if (type === 'array') {
    arbitrary = fc.array(valid(s.items ?? {}, name, pools), {
      maxLength: Math.min(s.maxItems ?? 3, 3),
    });
  } else if (type === 'object' || s.properties) {
    arbitrary = validObject(s, pools);
  } else if (type === 'string') {
    const typed = realistic(name, pools);
    arbitrary = typed
      ? fc.oneof(
          { weight: 3, arbitrary: typed },
          { weight: 1, arbitrary: validString(s, name, pools) },
        )
      : validString(s, name, pools);
  } else {
    arbitrary = fc.jsonValue({ maxDepth: 2 });
  }
  return s.nullable ? fc.option(arbitrary, { nil: null, freq: 8 }) : arbitrary;
}

function validObject(s: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    return typeof s.additionalProperties === 'object' || s.additionalProperties === undefined
      ? fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
      : fc.constant({});
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = valid(properties[key]!, key, pools);
  return fc.record(model, { requiredKeys: s.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

function validString(s: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200;
  const fits = (v: string) => v.length >= min && v.length <= max;
  const ids = [...pools.own, ...pools.others, ...pools.shared];
  const lower = name.toLowerCase();
  const known = pools.byField[name];
  if (known)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  if (s.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...ids));
  if (lower.includes('email'))
    return fc.oneof(fc.emailAddress(), fc.constantFrom(...pools.emails)).filter(fits);
  if (lower === 'date') return dates;
  if (lower === 'time') return times;
  const pattern = s.pattern
    ? fc
        .stringMatching(new RegExp(s.pattern))
        .map((v) => v.slice(0, max))
        .filter(fits)
    : fc.string({ minLength: min, maxLength: Math.min(max, 60) });
  // Names of ids and references: real ones (own and other people's) as often as made-up ones.
  if (/(id|reference|code|file)$/.test(lower)) return fc.oneof(fc.constantFrom(...ids), pattern);
  return fc.oneof(
    { weight: 4, arbitrary: pattern },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 30) }),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Path segments a router or a database could choke on, written as they go on the wire. */
const RAW_PATH_SEGMENTS = [
  'not-a-uuid',
  '%00',
  '%FF',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  "'%20OR%20'1'%3D'1",
  '0',
  '-1',
  '1e3',
  'null',
  '__proto__',
  'a'.repeat(300),
  '%F0%9F%8D%95',
  '%E2%80%AE',
  '00000000-0000-0000-0000-000000000000',
];

/** encodeURIComponent, except that a lone surrogate goes out as (invalid) UTF-8 bytes, not a throw. */
const encode = (value: string) =>
  value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) =>
    char.length === 1 && /[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
  );

const stringLeaves = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...stringLeaves(v)])
      : [];

interface BodyChoice {
  body?: string;
  contentType?: string;
  mutation: string;
  echoes: string[];
}

function bodyArbitrary(op: Operation, pools: Pools): fc.Arbitrary<BodyChoice> {
  const json = (mutation: string, value: unknown, contentType?: string): BodyChoice => ({
    body: toJson(value),
    contentType,
    mutation,
    echoes: stringLeaves(value),
  });
  const raw = (mutation: string, body: string): BodyChoice => ({ body, mutation, echoes: [] });
  const notAnObject = fc
    .constantFrom('[]', '"text"', '42', 'null', 'true', '[{}]', '{"a":1,"a":2}')
    .map((body) => raw('not an object', body));
  const deep = fc
    .constantFrom(
      '['.repeat(5000) + ']'.repeat(5000),
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    )
    .map((body) => raw('deep nesting', body));
  const huge = fc.constant(raw('huge body', toJson({ pad: 'x'.repeat(70_000) })));

  if (!op.body) {
    if (op.method === 'GET') return fc.constant({ mutation: 'no body', echoes: [] });
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant<BodyChoice>({ mutation: 'no body', echoes: [] }) },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => json('stray body', v)) },
      { weight: 1, arbitrary: notAnObject },
    );
  }

  const schema = op.body;
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = schema.required ?? [];
  const validBody = validObject(schema, pools);
  const withField = (
    mutation: string,
    make: (s: JsonSchema) => fc.Arbitrary<unknown>,
    onlyStrings = false,
  ) => {
    const eligible = keys.filter((k) => !onlyStrings || typesOf(properties[k]!).includes('string'));
    if (eligible.length === 0) return null;
    return fc
      .tuple(validBody, fc.constantFrom(...eligible))
      .chain(([body, key]) =>
        make(properties[key]!).map((value) =>
          json(`${mutation} ${key}`, { ...body, [key]: value }),
        ),
      );
  };
  const mutations: Array<fc.Arbitrary<BodyChoice> | null> = [
    withField('wrong type', wrongType),
    withField('boundary', (s) =>
      typesOf(s).some((t) => t === 'integer' || t === 'number')
        ? boundaryNumber(s)
        : typesOf(s).includes('string')
          ? boundaryString(s)
          : wrongType(s),
    ),
    withField('hostile string', () => hostileString, true),
    required.length > 0
      ? fc.tuple(validBody, fc.constantFrom(...required)).map(([body, key]) => {
          const { [key]: _dropped, ...rest } = body;
          return json(`missing ${key}`, rest);
        })
      : null,
    fc
      .tuple(
        validBody,
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'role', 'isAdmin', 'userId', 'status', 'id'),
          fc.string({ minLength: 1, maxLength: 12 }),
        ),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([body, key, value]) => {
        // JSON.parse makes "__proto__" an own key, so it is written out like any other.
        const extended = JSON.parse(toJson(body)) as Record<string, unknown>;
        Object.defineProperty(extended, key, { value, enumerable: true, configurable: true });
        return json(`extra field ${key}`, extended);
      }),
    fc
      .tuple(
        validBody,
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
      )
      .map(([body, type]) => json(`content type ${type}`, body, type)),
    notAnObject,
  ];
  // About half valid-looking (to reach the code behind validation), the rest mutated.
  return fc.oneof(
    { weight: 12, arbitrary: validBody.map((b) => json('valid-looking', b)) },
    ...mutations
      .filter((m): m is fc.Arbitrary<BodyChoice> => m !== null)
      .map((arbitrary) => ({ weight: 2, arbitrary })),
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
  );
}

function pathArbitrary(op: Operation, pools: Pools) {
  const params = op.parameters.filter((p) => p.in === 'path');
  const ids = [...pools.own, ...pools.others, ...pools.shared];
  const rightKind = Object.entries(pools.byPath)
    .filter(([prefix]) => op.path.startsWith(prefix))
    .flatMap(([, values]) => values);
  const named = (values: string[]) =>
    fc.constantFrom(...values).map((v) => ({ wire: encode(v), echo: v }));
  const segment = (p: Parameter) =>
    fc.oneof(
      // Half the time a real row of the right kind (own or another customer's), when there is one.
      {
        weight: rightKind.length > 0 ? 6 : 1,
        arbitrary: named(rightKind.length > 0 ? rightKind : ids),
      },
      { weight: 1, arbitrary: named(ids) },
      {
        weight: 2,
        arbitrary: valid(p.schema, p.name, pools).map((v) => ({
          wire: encode(String(v)),
          echo: String(v),
        })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS).map((v) => ({ wire: v, echo: v })),
      },
      { weight: 1, arbitrary: hostileString.map((v) => ({ wire: encode(v), echo: v })) },
    );
  return fc.tuple(...params.map(segment)).map((values) => {
    let url = op.path;
    params.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, values[i]!.wire);
    });
    return { url, echoes: values.map((v) => v.echo) };
  });
}

function queryArbitrary(op: Operation, pools: Pools) {
  const params = op.parameters.filter((p) => p.in === 'query');
  const value = (p: Parameter): fc.Arbitrary<string[]> =>
    fc.oneof(
      { weight: 4, arbitrary: valid(p.schema, p.name, pools).map((v) => [String(v)]) },
      { weight: 1, arbitrary: boundaryNumber(p.schema).map((v) => [String(v)]) },
      { weight: 1, arbitrary: hostileString.map((v) => [v]) },
      { weight: 1, arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => [a, b]) },
    );
  const extra = fc.tuple(
    fc.oneof(fc.constantFrom('__proto__', 'page[$gt]', 'limit', 'q'), fc.string({ minLength: 1 })),
    fc.string(),
  );
  return fc
    .tuple(
      fc.tuple(...params.map((p) => fc.option(value(p), { freq: 3 }))),
      // A stream is only asked with a stray parameter, which it refuses before streaming.
      op.stream
        ? extra.map((e) => [e])
        : fc.oneof(
            { weight: 5, arbitrary: fc.constant([]) },
            { weight: 1, arbitrary: extra.map((e) => [e]) },
          ),
    )
    .map(([values, extras]) => {
      const search = new URLSearchParams();
      params.forEach((p, i) => {
        for (const v of values[i] ?? []) search.append(p.name, v);
      });
      for (const [k, v] of extras) search.append(k, v);
      const text = search.toString();
      return {
        query: text ? `?${text}` : '',
        echoes: [...values.flat().filter((v): v is string => v !== null), ...extras.flat()],
      };
    });
}

function requestArbitrary(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const ip = fc.oneof(
    fc.constant(null),
    fc.tuple(fc.nat(255), fc.nat(255), fc.nat(254)).map(([a, b, c]) => `10.${a}.${b}.${c + 1}`),
  );
  // Now and then a change without its CSRF token: refused (403) before anything else happens.
  const csrf =
    op.method === 'GET'
      ? fc.constant(true)
      : fc.oneof(
          { weight: 12, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        );
  return fc
    .record({
      path: pathArbitrary(op, pools),
      query: queryArbitrary(op, pools),
      body: bodyArbitrary(op, pools),
      csrf,
      ip,
    })
    .map(({ path: p, query, body, csrf: withCsrf, ip: from }) => ({
      method: op.method,
      url: `${p.url}${query.query}`,
      body: body.body,
      contentType: body.contentType,
      csrf: withCsrf,
      ip: from,
      mutation: withCsrf ? body.mutation : `${body.mutation}, no CSRF token`,
      echoes: [...p.echoes, ...query.echoes, ...body.echoes],
    }));
}

// ---------------------------------------------------------------------------------------------
// Judging answers

/** What must never reach a client: stack frames, server paths, SQL and driver errors. */
const LEAKS: Array<[string, RegExp]> = [
  [
    'a stack trace',
    /\n\s*at \S|\bat (?:async )?\S+ \((?:\/|file:|node:)|\bat (?:\/|file:|node:)\S+:\d+/,
  ],
  [
    'a file path',
    /\/(?:work|home|root|usr|tmp|var|opt|app|srv)\/[\w.-]+\/|node_modules|file:\/\/|\.(?:ts|mjs|cjs):\d+/,
  ],
  [
    'SQL or a database error',
    /\b(?:select|insert into|update|delete from)\s+["\w*,. ]+\b(?:from|values|set|where)\b|Failed query|syntax error at or near|violates [\w ]*constraint|duplicate key value|invalid input syntax for|invalid byte sequence|relation "\w+"|column "\w+"/i,
  ],
  [
    'an internal error',
    /\b(?:TypeError|ReferenceError|RangeError|ECONNREFUSED|PGlite|Drizzle\w*Error)\b/,
  ],
];

/** The answer without the strings the request carried (echoing the caller's input is no leak). */
function withoutEchoes(body: string, echoes: string[]) {
  let text = body;
  for (const echo of echoes) {
    if (echo.length < 3) continue;
    for (const form of [echo, JSON.stringify(echo).slice(1, -1), encode(echo)])
      text = text.split(form).join('');
  }
  return text;
}

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Every property of one answer but the fingerprint; throws with what went wrong. */
function judge(role: Role, req: FuzzRequest, answer: Answer, pools: Pools) {
  const what = `${role} ${req.method} ${req.url.slice(0, 160)} (${req.mutation}) -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  if (answer.statusCode >= 500) throw new Error(`server error: ${what}`);
  // Error answers echo input: the browser must never sniff them into a page, nor frame them.
  if (answer.headers['x-content-type-options'] !== 'nosniff')
    throw new Error(`no X-Content-Type-Options: nosniff: ${what}`);
  if (!answer.headers['content-security-policy'])
    throw new Error(`no Content-Security-Policy: ${what}`);
  const text = withoutEchoes(answer.body, req.echoes);
  for (const [name, pattern] of LEAKS) {
    const found = pattern.exec(text);
    if (found) throw new Error(`${name} in the answer ("${found[0]}"): ${what}`);
  }
  if (answer.statusCode >= 400) {
    const type = String(answer.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) throw new Error(`4xx not JSON (${type}): ${what}`);
    const error = (JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } })
      .error;
    if (typeof error?.code !== 'string' || !/^[a-z_]+$/.test(error.code))
      throw new Error(`4xx without error.code: ${what}`);
    if (typeof error.message !== 'string' || error.message.trim() === '')
      throw new Error(`4xx without error.message: ${what}`);
  }
  // The payment sandbox stands in for the provider, whose API is authorised by the access code
  // itself (as the real one is), so only the storefront's own endpoints are held to ownership.
  const storefront = !req.url.startsWith('/api/payments/sandbox/');
  const namesOther = pools.others.some((id) => req.url.includes(id) || req.body?.includes(id));
  if (role === 'customer' && storefront && namesOther && answer.statusCode < 400)
    throw new Error(`another customer's row was accepted: ${what}`);
}

// ---------------------------------------------------------------------------------------------
// Database fingerprint

/** Rows of a raw query: PGlite and node-postgres both answer with `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Fingerprint = Map<string, { rows: number; hash: string }>;

async function tablesToFingerprint(t: TestApp): Promise<string[]> {
  const result = await t.db.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result)
    .map((r) => r.table_name)
    .filter((name) => !UNFINGERPRINTED.has(name));
}

/**
 * Row count and a hash of every row (each row's text hashed to 64 bits, summed: no sorting, so it
 * stays fast as the fuzz adds rows) of each table, in one statement.
 */
async function fingerprint(t: TestApp, tables: string[]): Promise<Fingerprint> {
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as hash from "${name}" t`,
    )
    .join(' union all ');
  const result = await t.db.database.db.execute(sql.raw(query));
  const rows = rowsOf<{ name: string; rows: number; hash: string }>(result);
  return new Map(rows.map((r) => [r.name, { rows: Number(r.rows), hash: r.hash }]));
}

function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after].flatMap(([name, now]) => {
    const then = before.get(name);
    if (then?.hash === now.hash) return [];
    return [
      `${name} (${then?.rows ?? 0} -> ${now.rows} rows${then?.rows === now.rows ? ', content changed' : ''})`,
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The run

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, raw]) => {
        const op = raw as {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          responses?: Record<string, { content?: Record<string, unknown> }>;
        };
        return {
          key: `${method.toUpperCase()} ${p}`,
          method: method.toUpperCase() as Method,
          path: p,
          parameters: op.parameters ?? [],
          body: op.requestBody?.content?.['application/json']?.schema,
          stream: Boolean(op.responses?.['200']?.content?.['text/event-stream']),
        };
      }),
  );
}

const json = (response: { body: string }) => JSON.parse(response.body);

/** Two customers with a cart line, an address, a payment, a reservation and orders each. */
async function prepare(t: TestApp, clients: Record<Role, TestClient>) {
  await seedDemoCatalog(t.db.database.db);
  const accounts = {
    customer: await createCustomer(t.services),
    other: await createCustomer(t.services),
    admin: await createAdmin(t.services),
  };
  const signIn = async (account: { email: string; password: string }, door: string, ip: string) => {
    const client = t.client(ip);
    const response = await client.post(door, { email: account.email, password: account.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  };
  clients.guest = t.client('10.200.0.1');
  clients.customer = await signIn(accounts.customer, '/api/auth/login', '10.200.0.2');
  clients.admin = await signIn(accounts.admin, '/api/auth/admin/login', '10.200.0.3');
  const otherClient = await signIn(accounts.other, '/api/auth/login', '10.200.0.4');
  for (const client of Object.values(clients))
    client.csrfToken = json(await client.get('/api/auth/session')).csrfToken;

  const dishRows = rowsOf<{ id: string; image_url: string }>(
    await t.db.database.db.execute(sql`select id, image_url from dishes order by name`),
  );
  expect(dishRows.length).toBeGreaterThan(2);

  const rowsOfCustomer = async (
    client: TestClient,
    account: { id: string; email: string },
    dishId: string,
  ) => {
    const ok = async (response: { statusCode: number; body: string }, status: number) => {
      expect(response.statusCode, response.body).toBe(status);
      return json(response);
    };
    const cart = await ok(await client.post('/api/cart/items', { dishId, quantity: 2 }), 201);
    const address = await ok(
      await client.post('/api/checkout/addresses', {
        address: '14 Admiralty Way, Lekki Phase 1, Lagos',
        phone: '+234 803 555 0147',
      }),
      201,
    );
    await ok(
      await client.request('PUT', '/api/checkout/delivery', { option: 'Home Delivery' }),
      200,
    );
    const payment = await ok(
      await client.post('/api/checkout/payments', {
        addressId: address.address.id,
        fullName: 'Ada Obi',
        email: account.email,
      }),
      201,
    );
    const reservation = await ok(
      await client.post('/api/reservations', bookingInput({ email: account.email })),
      201,
    );
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: account.id,
      email: account.email,
    });
    // Each id under the paths that name it; what the fuzz may do with it is up to the server.
    return {
      '/api/cart/items/': [cart.items[0].id as string],
      '/api/checkout/addresses/': [address.address.id as string],
      '/api/checkout/payments/': [payment.reference as string],
      '/api/reservations/': [reservation.reservation.id as string],
      '/api/admin/reservations/': [reservation.reservation.id as string],
      '/api/orders/': orderIds,
      '/api/admin/orders/': orderIds,
    };
  };
  const upload = multipartBody('image', 'dish.png', 'image/png', makePng(8, 8));
  const uploaded = await clients.admin.request('POST', '/api/admin/uploads', upload.body, {
    headers: { 'content-type': upload.contentType },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);

  const own = await rowsOfCustomer(clients.customer, accounts.customer, dishRows[0]!.id);
  const others = await rowsOfCustomer(otherClient, accounts.other, dishRows[1]!.id);
  const shared = {
    '/api/admin/dishes/': dishRows.slice(0, 6).map((d) => d.id),
    '/media/dishes/': dishRows.slice(0, 3).map((d) => path.basename(d.image_url)),
    '/uploads/': [path.basename(json(uploaded).image.url)],
  };
  const byPath: Record<string, string[]> = { ...shared };
  for (const [prefix, values] of [...Object.entries(own), ...Object.entries(others)])
    byPath[prefix] = [...(byPath[prefix] ?? []), ...values];
  const distinct = (record: Record<string, string[]>) => [...new Set(Object.values(record).flat())];
  const pools: Pools = {
    own: distinct(own),
    others: distinct(others),
    shared: distinct(shared),
    byPath,
    byField: {
      dishId: shared['/api/admin/dishes/'],
      addressId: [...own['/api/checkout/addresses/']!, ...others['/api/checkout/addresses/']!],
    },
    emails: [accounts.customer.email, accounts.other.email, accounts.admin.email],
    imageUrls: [
      json(uploaded).image.url,
      dishRows[0]!.image_url,
      '/uploads/x.png',
      'javascript:alert(1)',
    ],
  };
  await t.services.mail.idle();
  return { pools, accounts };
}

describe.each(testDatabaseKinds())('fuzz of every documented operation on %s', (kind: DbKind) => {
  let t: TestApp;
  let dataDir: string;
  let operations: Operation[] = [];
  let pools: Pools;
  let accounts: Awaited<ReturnType<typeof prepare>>['accounts'];
  let tables: string[] = [];
  const clients = {} as Record<Role, TestClient>;
  const sent = {
    total: 0,
    byClass: {} as Record<string, number>,
    /** Statuses per role and operation, printed with FUZZ_REPORT=1 to see how deep the fuzz got. */
    byOperation: {} as Record<string, Record<number, number>>,
    /** Time spent taking fingerprints, to tune the runs against the time budget. */
    fingerprintMs: 0,
    started: Date.now(),
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-fuzz-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    operations = operationsOf(json(await t.app.inject({ method: 'GET', url: '/api/docs/json' })));
    ({ pools, accounts } = await prepare(t, clients));
    tables = await tablesToFingerprint(t);
  });
  afterAll(async () => {
    const seconds = ((Date.now() - sent.started) / 1000).toFixed(1);
    console.info(
      `fuzz on ${kind}: ${sent.total} requests in ${seconds} s (fingerprints ${(sent.fingerprintMs / 1000).toFixed(1)} s)`,
      JSON.stringify(sent.byClass),
    );
    if (process.env.FUZZ_REPORT)
      for (const [key, statuses] of Object.entries(sent.byOperation))
        console.info(key, JSON.stringify(statuses));
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One request from the role's client (or a copy of it at another address). */
  async function send(role: Role, op: Operation, req: FuzzRequest): Promise<Answer> {
    const base = clients[role];
    const client = req.ip ? new TestClient(t, req.ip) : base;
    if (client !== base) {
      client.cookies = new Map(base.cookies);
      client.csrfToken = base.csrfToken;
    }
    const answer = await client.request(req.method, req.url, req.body, {
      csrf: req.csrf,
      headers: req.contentType ? { 'content-type': req.contentType } : {},
    });
    sent.total += 1;
    const statusClass = `${Math.floor(answer.statusCode / 100)}xx`;
    sent.byClass[statusClass] = (sent.byClass[statusClass] ?? 0) + 1;
    const key = `${role} ${op.key}`;
    const statuses = sent.byOperation[key] ?? {};
    statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    sent.byOperation[key] = statuses;
    return answer;
  }

  it('reads the operations and the tables to watch', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const key of EXCLUDED) expect(operations.map((o) => o.key)).toContain(key);
    expect(operations.filter((o) => o.stream).length).toBeGreaterThan(0);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'orders', 'cart_items', 'reservations']),
    );
  });

  it('notices any change of any watched table', async () => {
    const before = await fingerprint(t, tables);
    await t.db.database.db.execute(
      sql`update cart_items set quantity = quantity + 1 where id = ${pools.own[0]}`,
    );
    const after = await fingerprint(t, tables);
    expect(changedTables(before, after)).toEqual([
      expect.stringMatching(/^cart_items \(\d+ -> \d+ rows, content changed\)$/),
    ]);
    await t.db.database.db.execute(
      sql`update cart_items set quantity = quantity - 1 where id = ${pools.own[0]}`,
    );
    expect(changedTables(before, await fingerprint(t, tables))).toEqual([]);
  });

  for (const role of ROLES) {
    it(`as ${role}: no 5xx, no leak, every 4xx a JSON error, and a refused request changes nothing`, async () => {
      const takeFingerprint = async () => {
        // Mail and refunds go on in the background: wait, so they are not blamed on the next request.
        await t.services.orders.idle();
        await t.services.mail.idle();
        const start = performance.now();
        const taken = await fingerprint(t, tables);
        sent.fingerprintMs += performance.now() - start;
        return taken;
      };
      let current = await takeFingerprint();
      const failures: string[] = [];
      for (const op of operations.filter((o) => !EXCLUDED.has(o.key))) {
        // A read changes nothing whatever its answer, so reads are fingerprinted once per batch;
        // a change is checked around each single request, refused ones held to "nothing changed".
        const safe = op.method === 'GET';
        const property = fc.asyncProperty(requestArbitrary(op, pools), async (req) => {
          const before = current;
          const answer = await send(role, op, req);
          judge(role, req, answer, pools);
          if (safe) return;
          current = await takeFingerprint();
          const changed = changedTables(before, current);
          if (answer.statusCode >= 400 && changed.length > 0)
            throw new Error(
              `refused (${answer.statusCode}) but changed ${changed.join(', ')}: ${role} ${req.method} ${req.url.slice(0, 160)} (${req.mutation}) ${answer.body.slice(0, 200)}`,
            );
        });
        const batchStart = current;
        const result = await fc.check(property, { numRuns: runsFor(op), seed: SEED });
        if (result.failed) {
          const error =
            result.errorInstance instanceof Error
              ? result.errorInstance.message
              : String(result.errorInstance);
          // The smallest failing request, with its body, to replay by hand (or with FUZZ_SEED).
          const [req] = result.counterexample ?? [];
          failures.push(
            `${op.key} (FUZZ_SEED=${result.seed}): ${error.slice(0, 1000)}\n  body: ${JSON.stringify(req?.body?.slice(0, 400) ?? null)}`,
          );
        }
        if (safe) {
          current = await takeFingerprint();
          const changed = changedTables(batchStart, current);
          if (changed.length > 0)
            failures.push(`${op.key}: reads as ${role} changed ${changed.join(', ')}`);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
      // The fuzz never lost the session it fuzzed with.
      const session = json(await clients[role].get('/api/auth/session'));
      if (role === 'guest') expect(session.user).toBeNull();
      else expect(session.user?.email).toBe(accounts[role].email);
    }, 240_000);
  }
});
