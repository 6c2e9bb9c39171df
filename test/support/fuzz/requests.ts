/** Requests of the API fuzz: a path, a query and a body for one operation, each valid-looking or
 * mutated (wrong types, missing and unknown fields, hostile strings, no CSRF token...). */

import fc from 'fast-check';
import type { FuzzRequest, JsonSchema, Operation, Parameter, Pools } from './types';
import {
  boundaryNumber,
  boundaryString,
  hostileString,
  toJson,
  typesOf,
  valid,
  validObject,
  wrongType,
} from './values';

/** Path segments a router or a database could choke on, written as they go on the wire. */
export const RAW_PATH_SEGMENTS = [
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
export const encode = (value: string) =>
  value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) =>
    char.length === 1 && /[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
  );

export const stringLeaves = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...stringLeaves(v)])
      : [];

export interface BodyChoice {
  body?: string;
  contentType?: string;
  mutation: string;
  echoes: string[];
}

export function bodyArbitrary(op: Operation, pools: Pools): fc.Arbitrary<BodyChoice> {
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

export function pathArbitrary(op: Operation, pools: Pools) {
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

export function queryArbitrary(op: Operation, pools: Pools) {
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

export function requestArbitrary(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
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
