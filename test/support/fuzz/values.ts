/** Values for the API fuzz: valid-looking ones from a JSON schema, and the hostile, mistyped and
 * boundary ones that have broken servers before. */

import { addDays } from '@shared/reservations';
import { restaurantToday } from '@test/support/reservations';
import fc from 'fast-check';
import type { JsonSchema, Pools } from './types';

/** A JSON number written as-is (1e400, 30 digits), which JSON.stringify cannot produce. */
export class RawNumber {
  constructor(readonly text: string) {}
}

export function toJson(value: unknown): string {
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
export const HOSTILE_STRINGS = [
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
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const WRONG_TYPED: unknown[] = [
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
export const jsonTypeOf = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : typeof v;
export const typesOf = (s: JsonSchema): string[] => {
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf ?? []).flatMap(typesOf);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  // An integer is also a number; a number schema takes integers.
  return types.includes('number') ? [...types, 'integer'] : types;
};
/** A value of another JSON type than the schema allows. */
export const wrongType = (s: JsonSchema) => {
  const allowed = typesOf(s);
  const candidates = WRONG_TYPED.filter(
    (v) => allowed.length > 0 && !allowed.includes(jsonTypeOf(v)) && !(v === null && s.nullable),
  );
  return candidates.length > 0 ? fc.constantFrom(...candidates) : fc.constant<unknown>([[]]);
};

export function integerBounds(s: JsonSchema): [number, number] {
  let min = s.minimum ?? -1_000_000;
  let max = s.maximum ?? 1_000_000;
  if (s.exclusiveMinimum === true) min += 1;
  else if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) max -= 1;
  else if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - 1;
  return [min, max];
}

/** Numbers on and just past the schema's bounds, and those that break naive parsers. */
export function boundaryNumber(s: JsonSchema): fc.Arbitrary<unknown> {
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

export function boundaryString(s: JsonSchema): fc.Arbitrary<unknown> {
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

export const pad = (n: number) => String(n).padStart(2, '0');
export const dates = fc
  .integer({ min: -30, max: 120 })
  .map((days) => addDays(restaurantToday(), days));
export const times = fc.oneof(
  fc.constantFrom('12:00', '13:30', '18:00', '19:15', '20:00', '21:45'),
  fc.tuple(fc.nat(23), fc.nat(59)).map(([h, m]) => `${pad(h)}:${pad(m)}`),
);

/**
 * What a person would type into the field of this name: schemas say "a string of 1 to 60", but
 * the rules behind them (a phone number, a street address) turn random text away at the door,
 * and the fuzz should get past it often enough to reach the code behind.
 */
export function realistic(name: string, pools: Pools): fc.Arbitrary<unknown> | null {
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
export function valid(s: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
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

export function validObject(s: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
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

export function validString(s: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
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
