import { z } from 'zod';
import { reservationSchema } from './reservations';

/**
 * The deposit's payment on the wire: a booking waiting for its deposit is paid
 * through the active provider like a checkout; back from it, the server verifies the payment
 * and moves the booking on, or refuses and refunds the money in full.
 */

export const depositParamsSchema = z.object({ id: z.uuid('Reservation not found.') });
export const depositPaymentParamsSchema = depositParamsSchema.extend({
  reference: z.string().regex(/^[\w.=-]{1,100}$/, 'Unknown payment reference.'),
});

export const depositPaymentSchema = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'successful', 'failed', 'rejected']),
  amountMinor: z.number().int(),
  /** Why it failed or was refused (a refunded payment says so in words). */
  reason: z.string().nullable(),
});
export type DepositPayment = z.infer<typeof depositPaymentSchema>;

/** How a deposit's payment ended, and the booking as it is now. */
export const depositPaymentResponseSchema = z.object({
  payment: depositPaymentSchema,
  reservation: reservationSchema,
});
export type DepositPaymentResponse = z.infer<typeof depositPaymentResponseSchema>;
