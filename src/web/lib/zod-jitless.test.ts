import { expect, it } from 'vitest';

it('turns zod’s compiled validators off before zod loads, as zod itself would', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const { z } = await import('zod');
  expect(z.object({ name: z.string() }).safeParse({ name: 'Ada' }).success).toBe(true);
});
