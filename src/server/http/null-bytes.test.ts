import { describe, expect, it } from 'vitest';
import { containsNul } from './null-bytes';

describe('containsNul', () => {
  it('finds a NUL in strings, keys and nested values', () => {
    expect(containsNul('plain')).toBe(false);
    expect(containsNul({ a: ['x', { b: 'ok' }] })).toBe(false);
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul(undefined)).toBe(false);
  });

  it('walks a very deep body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
