import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type SerializerCompiler = FastifySerializerCompiler<unknown>;
/** Copies only what the schema declares (an unknown key never reaches the client), or fails. */
type Picker = (value: unknown) => unknown;

/** Internal definition of a zod 4 schema (`schema._zod.def`), read once per route at start-up. */
interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const PLAIN = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal']);

/**
 * A picker for the schema, or null when the schema holds anything beyond plain objects, arrays,
 * primitives, enums, literals, nullable and optional (transforms, codecs, unions, dates...): those
 * keep zod's encoder.
 */
function compilePicker(schema: z.ZodType): Picker | null {
  const def = defOf(schema);
  if (PLAIN.has(def.type)) return (value) => value;
  if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
    const inner = compilePicker(def.innerType);
    if (!inner) return null;
    const empty = def.type === 'nullable' ? null : undefined;
    return (value) => (value === empty ? value : inner(value));
  }
  if (def.type === 'array' && def.element) {
    const element = compilePicker(def.element);
    if (!element) return null;
    return (value) => (Array.isArray(value) ? value.map(element) : notSerializable());
  }
  if (def.type === 'object' && def.shape && !isPassthrough(def)) {
    const fields: [string, Picker][] = [];
    for (const [key, field] of Object.entries(def.shape)) {
      const picker = compilePicker(field);
      if (!picker) return null;
      fields.push([key, picker]);
    }
    return (value) => {
      if (value === null || typeof value !== 'object') return notSerializable();
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, picker] of fields) out[key] = picker(source[key]);
      return out;
    };
  }
  return null;
}

/** `z.looseObject` / `.catchall(...)` keep keys the shape does not name: zod's encoder handles them. */
const isPassthrough = (def: ZodDef) =>
  def.catchall !== undefined && defOf(def.catchall).type !== 'never';

function notSerializable(): never {
  throw new TypeError('The response does not have the shape its schema declares.');
}

/**
 * For the hot read routes (the session check and the cart, read on every page): their answer is
 * built by our own typed code, so checking it again against the zod schema on every request buys
 * nothing but cost (about a fifth of such a request's CPU). The picker still copies only the keys
 * the schema declares, so a field added to a row can never leak into the answer. Schemas it cannot
 * compile, and every error answer, keep zod's serializer.
 *
 * Use as a route option: `{ serializerCompiler: pickingSerializerCompiler, schema: ... }`.
 */
export const pickingSerializerCompiler: SerializerCompiler = (route) => {
  const status = Number(route.httpStatus);
  const picker = status >= 200 && status < 300 ? compilePicker(route.schema as z.ZodType) : null;
  if (!picker) return zodSerializerCompiler(route as never);
  return (data: unknown) => JSON.stringify(picker(data));
};

/**
 * The picking serializer, remembering each answer's text by the object it was made from: a route
 * whose service hands out the same (frozen) object again while it is current — the cart's cached
 * view — serialises it once, not per request. Only for answers that are never edited afterwards.
 */
export const preparedSerializerCompiler: SerializerCompiler = (route) => {
  const serialize = pickingSerializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    if (data === null || typeof data !== 'object') return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
};
