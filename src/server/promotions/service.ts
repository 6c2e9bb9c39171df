import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client';
import { CHECK_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '@server/db/pg-errors';
import { AppError } from '@server/errors';
import { addDays, zonedInstant } from '@shared/calendar-dates';
import {
  type PromoCodeInput,
  type PromoOrderLine,
  type PromoRules,
  type PromoVerdict,
  promoTexts,
  promoVerdict,
} from '@shared/promotions';
import { and, asc, eq, sql } from 'drizzle-orm';
import { promoCodes, promoCustomerUses, promoRedemptions } from './schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The columns an owner's entry is stored as: its days become instants in the restaurant's zone. */
function columnsOf(input: PromoCodeInput, timeZone: string) {
  return {
    code: input.code,
    kind: input.kind,
    percent: input.kind === 'percent' ? input.percent : null,
    amountMinor: input.kind === 'amount' ? input.amountMinor : null,
    minimumOrderMinor: input.minimumOrderMinor,
    firstDay: input.firstDay,
    lastDay: input.lastDay,
    startsAt: input.firstDay ? zonedInstant(input.firstDay, '00:00', timeZone) : null,
    endsAt: input.lastDay ? zonedInstant(addDays(input.lastDay, 1), '00:00', timeZone) : null,
    categories: input.categories,
    dishIds: input.dishIds,
    totalCap: input.totalCap,
    perCustomerCap: input.perCustomerCap,
    active: input.active,
  };
}

export const rulesOf = (row: PromoCodeRow): PromoRules => ({
  kind: row.kind,
  percent: row.percent,
  amountMinor: row.amountMinor,
  minimumOrderMinor: row.minimumOrderMinor,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  firstDay: row.firstDay,
  categories: row.categories,
  dishIds: row.dishIds,
  active: row.active,
});

/** A code written twice, or a cap set below the uses it already has: said in the owner's words. */
function refusedWrite(error: unknown, uses: number): never {
  if (pgErrorCode(error) === UNIQUE_VIOLATION)
    throw new AppError('conflict', promoTexts.codeTaken, { code: promoTexts.codeTaken });
  if (
    pgErrorCode(error) === CHECK_VIOLATION &&
    pgConstraint(error) === 'promo_codes_uses_within_cap'
  )
    throw new AppError('conflict', promoTexts.capBelowUses(uses), {
      totalCap: promoTexts.capBelowUses(uses),
    });
  throw error;
}

/**
 * Who uses a code, for the per-customer cap: an account, or a guest by e-mail. A guest's address
 * is kept only as a hash, so the uses hold no personal data to export or forget.
 */
export type PromoCustomer = { userId: string } | { email: string };

export const customerKeyOf = (customer: PromoCustomer): string =>
  'userId' in customer
    ? `user:${customer.userId}`
    : `email:${createHash('sha256').update(customer.email.trim().toLowerCase()).digest('hex')}`;

export interface PromoHold {
  code: string;
  customer: PromoCustomer;
  /** The payment the code is used for: one redemption per payment, asked again it is the same. */
  reference: string;
  discountMinor: number;
}

export function createPromotionsService(db: Db) {
  async function byCode(code: string): Promise<PromoCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, code.trim().toUpperCase()));
    return row;
  }

  return {
    async list(): Promise<PromoCodeRow[]> {
      return db.select().from(promoCodes).orderBy(asc(promoCodes.code));
    },

    async create(input: PromoCodeInput, options: { timeZone: string; by: string | null }) {
      try {
        const [row] = await db
          .insert(promoCodes)
          .values({ ...columnsOf(input, options.timeZone), updatedBy: options.by })
          .returning();
        return row as PromoCodeRow;
      } catch (error) {
        refusedWrite(error, 0);
      }
    },

    async update(
      id: string,
      input: PromoCodeInput,
      options: { timeZone: string; by: string | null },
    ) {
      const [before] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      if (!before) throw new AppError('not_found', promoTexts.notFound);
      try {
        const [row] = await db
          .update(promoCodes)
          .set({
            ...columnsOf(input, options.timeZone),
            updatedBy: options.by,
            updatedAt: new Date(),
          })
          .where(eq(promoCodes.id, id))
          .returning();
        if (!row) throw new AppError('not_found', promoTexts.notFound);
        return row;
      } catch (error) {
        refusedWrite(error, before.uses);
      }
    },

    /**
     * Whether `code` applies to the order, and its discount (caps not counted: `hold` takes a use).
     * An unknown code and a known one that does not apply both say why.
     */
    async verdict(
      code: string,
      order: { now: Date; lines: PromoOrderLine[]; subtotalMinor: number; delivery: boolean },
      money: (minor: number) => string,
    ): Promise<PromoVerdict & { codeId?: string }> {
      const row = await byCode(code);
      if (!row) return { ok: false, message: promoTexts.unknown };
      const verdict = promoVerdict(rulesOf(row), order, money);
      if (verdict.ok && row.totalCap !== null && row.uses >= row.totalCap)
        return { ok: false, message: promoTexts.exhausted };
      return { ...verdict, codeId: row.id };
    },

    /**
     * Takes one use of the code for a payment, before anything is charged: the total cap by one
     * conditional UPDATE of the code's count, the customer's by one conditional UPSERT of theirs,
     * both in the transaction that writes the redemption, so N payments at once under a cap of K
     * get exactly K uses and the others a 409. The same payment asking again gets its own use back.
     */
    async hold(hold: PromoHold): Promise<{ redemptionId: string }> {
      const customerKey = customerKeyOf(hold.customer);
      return db.transaction(async (tx) => {
        const [code] = await tx
          .select()
          .from(promoCodes)
          .where(eq(promoCodes.code, hold.code.trim().toUpperCase()));
        if (!code) throw new AppError('invalid', promoTexts.unknown);
        const [created] = await tx
          .insert(promoRedemptions)
          .values({
            promoCodeId: code.id,
            customerKey,
            reference: hold.reference,
            discountMinor: hold.discountMinor,
          })
          .onConflictDoNothing({ target: promoRedemptions.reference })
          .returning({ id: promoRedemptions.id });
        if (!created) {
          const [earlier] = await tx
            .select()
            .from(promoRedemptions)
            .where(eq(promoRedemptions.reference, hold.reference));
          if (earlier && earlier.promoCodeId === code.id && earlier.status !== 'released')
            return { redemptionId: earlier.id };
          throw new AppError('conflict', promoTexts.oneCodePerOrder);
        }
        const [taken] = await tx
          .update(promoCodes)
          .set({ uses: sql`${promoCodes.uses} + 1` })
          .where(
            and(
              eq(promoCodes.id, code.id),
              eq(promoCodes.active, true),
              sql`(${promoCodes.totalCap} is null or ${promoCodes.uses} < ${promoCodes.totalCap})`,
            ),
          )
          .returning({ id: promoCodes.id });
        if (!taken)
          throw new AppError('conflict', code.active ? promoTexts.exhausted : promoTexts.inactive);
        if (code.perCustomerCap !== null) {
          const [counted] = await tx
            .insert(promoCustomerUses)
            .values({ promoCodeId: code.id, customerKey, uses: 1 })
            .onConflictDoUpdate({
              target: [promoCustomerUses.promoCodeId, promoCustomerUses.customerKey],
              set: { uses: sql`${promoCustomerUses.uses} + 1` },
              setWhere: sql`${promoCustomerUses.uses} < ${code.perCustomerCap}`,
            })
            .returning({ uses: promoCustomerUses.uses });
          if (!counted) throw new AppError('conflict', promoTexts.customerCapReached);
        }
        return { redemptionId: created.id };
      });
    },

    /** The payment settled: its use is kept. Idempotent; false when there is nothing held. */
    async redeem(reference: string): Promise<boolean> {
      const rows = await db
        .update(promoRedemptions)
        .set({ status: 'redeemed', updatedAt: new Date() })
        .where(and(eq(promoRedemptions.reference, reference), eq(promoRedemptions.status, 'held')))
        .returning({ id: promoRedemptions.id });
      return rows.length > 0;
    },

    /**
     * The payment failed, was abandoned or refused: its use goes back to the code and the customer,
     * once (the status moves first, and only the statement that moved it gives the use back).
     */
    async release(reference: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [released] = await tx
          .update(promoRedemptions)
          .set({ status: 'released', updatedAt: new Date() })
          .where(
            and(
              eq(promoRedemptions.reference, reference),
              sql`${promoRedemptions.status} <> 'released'`,
            ),
          )
          .returning();
        if (!released) return false;
        await tx
          .update(promoCodes)
          .set({ uses: sql`${promoCodes.uses} - 1` })
          .where(eq(promoCodes.id, released.promoCodeId));
        await tx
          .update(promoCustomerUses)
          .set({ uses: sql`greatest(${promoCustomerUses.uses} - 1, 0)` })
          .where(
            and(
              eq(promoCustomerUses.promoCodeId, released.promoCodeId),
              eq(promoCustomerUses.customerKey, released.customerKey),
            ),
          );
        return true;
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
