import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidAtFormatter } from './receipts';

// The server's own zone must not matter: this process runs as if in Los Angeles.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('the receipts’ "paid on"', () => {
  it('is the restaurant’s date and time, with its zone named (a mail is read anywhere)', () => {
    const lagos = paidAtFormatter('Africa/Lagos');
    // 23:30 UTC: already the 13th in Lagos, still the 12th (16:30) on this process's clock.
    expect(lagos(new Date('2026-03-12T23:30:00.000Z'))).toBe('13 Mar 2026, 00:30 GMT+1');
    expect(paidAtFormatter('America/Los_Angeles')(new Date('2026-03-12T23:30:00.000Z'))).toBe(
      '12 Mar 2026, 16:30 GMT-7',
    );
  });
});
