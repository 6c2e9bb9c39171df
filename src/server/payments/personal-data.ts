import type { Db } from '@server/db/client';
import type { PersonalDataKeeper } from '@server/platform/personal-data';
import { desc, eq } from 'drizzle-orm';
import { payments } from './schema';

/**
 * A diner's payments for "download my data"; on account deletion the rows (amounts, statuses,
 * refunds, provider references) stay for the books and reconciliation, the contact fields go.
 */
export function paymentsPersonalData(db: Db): PersonalDataKeeper {
  return {
    name: 'payments',

    exportFor: (userId) =>
      db
        .select({
          reference: payments.reference,
          createdAt: payments.createdAt,
          method: payments.method,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          status: payments.status,
          refundedMinor: payments.refundedMinor,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt)),

    async forget(tx, userId, replacement) {
      await tx
        .update(payments)
        .set({
          email: replacement.email,
          customerName: replacement.name,
          deliveryAddress: '',
          deliveryArea: null,
          deliveryDirections: null,
          deliveryPhone: '',
          note: null,
        })
        .where(eq(payments.userId, userId));
    },
  };
}
