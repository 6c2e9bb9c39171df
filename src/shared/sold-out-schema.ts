import { z } from 'zod';
import { SOLD_OUT_MODES, STOCK_MAX, soldOutTexts } from './sold-out';

// The wire shapes of sold out; the rules and texts are sold-out.ts (no zod).

/** PUT /api/admin/dishes/:id/sold-out and …/choices/:choiceId/sold-out. */
export const soldOutInputSchema = z.strictObject({
  /** Left out: the mark stays as it is (only the stock count changes). */
  mode: z.enum(SOLD_OUT_MODES).optional(),
  /** Portions left (dishes only); null stops counting; left out keeps the count as it is. */
  stock: z
    .number({ error: soldOutTexts.stockRange })
    .int(soldOutTexts.stockRange)
    .min(0, soldOutTexts.stockRange)
    .max(STOCK_MAX, soldOutTexts.stockRange)
    .nullable()
    .optional(),
});
export type SoldOutInput = z.input<typeof soldOutInputSchema>;

/** The sold-out state of a dish or choice as the menu and the staff screens show it. */
export const soldOutViewSchema = z.object({
  soldOut: z.boolean(),
  /** ISO instant a "for today" mark ends; null when not sold out or until turned back. */
  soldOutUntil: z.string().nullable(),
});

export const soldOutResponseSchema = z.object({
  soldOut: z.boolean(),
  soldOutUntil: z.string().nullable(),
  stock: z.number().int().nullable(),
});
export type SoldOutResponse = z.infer<typeof soldOutResponseSchema>;

export const soldOutChoiceParamsSchema = z.strictObject({
  id: z.uuid('This dish is not on the menu.'),
  choiceId: z.uuid(soldOutTexts.choiceNotFound),
});
