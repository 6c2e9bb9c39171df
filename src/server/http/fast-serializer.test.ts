import { cartViewSchema } from '@shared/cart';
import { sessionResponseSchema } from '@shared/schemas/auth';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pickingSerializerCompiler } from './fast-serializer';

const compile = (schema: z.ZodType, httpStatus = '200') =>
  pickingSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus } as never);
const zodCompile = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

const user = {
  id: 'u1',
  username: 'Ada',
  email: 'ada@example.com',
  role: 'customer' as const,
  emailVerified: true,
};

describe('pickingSerializerCompiler', () => {
  it('writes what zod writes for the session and cart answers', () => {
    const session = { user, csrfToken: 'token', timeZone: 'Africa/Lagos' };
    expect(compile(sessionResponseSchema)(session)).toBe(
      zodCompile(sessionResponseSchema)(session),
    );
    const signedOut = { user: null, csrfToken: 'token', timeZone: 'Africa/Lagos' };
    expect(compile(sessionResponseSchema)(signedOut)).toBe(
      zodCompile(sessionResponseSchema)(signedOut),
    );
    const cart = {
      items: [
        {
          id: 'l1',
          dishId: 'd1',
          name: 'Diavola',
          image: { url: '/media/d.svg', width: 480, height: 360 },
          unitPriceMinor: 1000,
          quantity: 2,
          lineTotalMinor: 2000,
          available: true,
          choices: [
            { groupId: 'g1', group: 'Size', choiceId: 'c1', name: 'Large', deltaMinor: 300 },
          ],
          note: 'well done',
        },
      ],
      count: 2,
      subtotalMinor: 2000,
      currency: 'NGN',
    };
    expect(compile(cartViewSchema)(cart)).toBe(zodCompile(cartViewSchema)(cart));
  });

  it('never writes a key the schema does not declare, at any depth', () => {
    const leaky = {
      user: { ...user, passwordHash: 'secret-hash' },
      csrfToken: 'token',
      timeZone: 'UTC',
      internal: 1,
    };
    const json = compile(sessionResponseSchema)(leaky);
    expect(json).not.toContain('secret-hash');
    expect(json).not.toContain('internal');
    expect(JSON.parse(json)).toEqual({ user, csrfToken: 'token', timeZone: 'UTC' });
  });

  it('leaves out optional keys that are absent and refuses a value of the wrong kind', () => {
    const schema = z.object({
      a: z.string().optional(),
      list: z.array(z.object({ b: z.number() })),
    });
    expect(compile(schema)({ list: [{ b: 1, c: 2 }] })).toBe('{"list":[{"b":1}]}');
    expect(() => compile(schema)({ list: 'nope' })).toThrow(/shape/);
    expect(() => compile(schema)({ list: [null] })).toThrow(/shape/);
  });

  it("keeps zod's serializer for schemas it cannot copy key by key and for error answers", () => {
    const withTransform = z.object({ at: z.date().transform((d) => d.toISOString()) });
    const at = new Date('2026-01-02T03:04:05Z');
    // zod's encoder refuses a transform it cannot reverse; the picker would have copied the Date.
    expect(() => compile(withTransform)({ at })).toThrow();
    const union = z.object({ v: z.union([z.string(), z.number()]) });
    expect(() => compile(union)({ v: true })).toThrow();
    const error = z.object({ error: z.object({ code: z.string() }) });
    expect(() => compile(error, '404')({ error: { code: 5 } })).toThrow();
    expect(compile(error, '200')({ error: { code: 5 } })).toBe('{"error":{"code":5}}');
  });
});
