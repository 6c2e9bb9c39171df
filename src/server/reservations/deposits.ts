import type { StaffAlerts } from '@server/alerts';
import type { Db } from '@server/db/client';
import type { MailService } from '@server/mail';
import type { PaymentsService, RefundSettledEvent } from '@server/payments';
import type { SettingsService } from '@server/settings';
import { pendingExpiresAt } from '@shared/booking-rules';
import { depositRefundKey, reservationIdOfDepositKey } from '@shared/deposits';
import type { Reservation } from '@shared/reservations';
import type { FastifyBaseLogger } from 'fastify';
import type { DepositRepository, RefundMark } from './deposit-repository';
import { mailingWith, staffAlerting } from './mailing';
import { reservationReceivedMail } from './mails';
import type { ReservationRow } from './schema';
import { toReservation } from './view';

const MINUTE = 60_000;
/** While one attempt runs, the sweep leaves that refund alone this long. */
const REFUND_LEASE_MS = 5 * MINUTE;
/** A refused deposit refund is tried again after 1, 2, 4 ... minutes, then hourly. */
export const depositRefundBackoffMs = (attempts: number) =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
const SWEEP_BATCH = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a verified deposit payment could not pay its booking (it is then refunded in full). */
export type DepositRefusal = 'released' | 'ended' | 'paid' | 'missing';

export type DepositPaid =
  | { ok: true; reservation: Reservation; mailIds: string[] }
  | { ok: false; why: DepositRefusal };

/** Why a booking no longer waiting for its deposit refuses a payment. */
const refusalOf = (row: ReservationRow): DepositRefusal =>
  row.depositPaymentId ? 'paid' : row.status === 'expired' ? 'released' : 'ended';

export interface DepositDeps {
  repo: DepositRepository;
  /** Refunds go through the payments domain (its refund engine: one refund per key). */
  payments?: Pick<PaymentsService, 'refund'>;
  mail: MailService;
  log: FastifyBaseLogger;
  settings: Pick<SettingsService, 'current'>;
  alerts?: Pick<StaffAlerts, 'bookingMade'>;
  bookingUrl?: (row: ReservationRow) => string;
  appUrl: string;
  timeZone: string;
  autoConfirm: boolean;
  now?: () => Date;
}

/**
 * Booking deposits (docs/decisions/053-booking-deposits.md), the booking's side: the
 * verified payment moves a held booking on (with its mails in that transaction), and the money is
 * given back once the booking ended in a way that owes it (the database's trigger marks it owed
 * in the very write that ends the booking). A refund is always asked for under the booking's own
 * key, so however many attempts, sweeps and instances, the provider pays it back once.
 */
export function createDeposits(deps: DepositDeps) {
  const { repo, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const mailing = mailingWith(deps.mail, log, deps.bookingUrl);

  async function attempt(row: ReservationRow): Promise<ReservationRow> {
    const now = clock();
    let mark: RefundMark;
    try {
      if (!deps.payments) throw new Error('No payments service to refund with.');
      if (!row.depositPaymentId || !row.depositMinor) throw new Error('No deposit was paid.');
      const result = await deps.payments.refund({
        paymentId: row.depositPaymentId,
        amountMinor: row.depositMinor,
        reason: `Deposit of the booking for ${row.guests} on ${row.reservationDate} at ${row.reservationTime.slice(0, 5)}`,
        idempotencyKey: depositRefundKey(row.id),
      });
      mark =
        result.status === 'refunded'
          ? { kind: 'refunded' }
          : result.status === 'failed'
            ? {
                kind: 'retry',
                at: new Date(now.getTime() + depositRefundBackoffMs(row.depositRefundAttempts)),
              }
            : { kind: 'with_provider' };
      if (result.status === 'failed')
        log.warn({ reservationId: row.id, message: result.message }, 'deposit refund refused');
    } catch (err) {
      log.error({ err, reservationId: row.id }, 'deposit refund not made; will retry');
      const at = new Date(now.getTime() + depositRefundBackoffMs(row.depositRefundAttempts));
      mark = { kind: 'retry', at };
    }
    return (await repo.mark(row.id, mark).catch(() => undefined)) ?? row;
  }

  return {
    /** A booking and its owner, for starting and checking its deposit's payment (checkout). */
    async booking(id: string): Promise<{ reservation: Reservation; userId: string | null } | null> {
      if (!UUID.test(id)) return null;
      const row = await repo.find(id);
      return row ? { reservation: toReservation(row), userId: row.userId } : null;
    },

    /**
     * After a committed change: when it left the deposit owed, try the refund now (the sweep
     * tries again later otherwise). Never throws: the booking's change stands either way.
     */
    async refundIfOwed(row: ReservationRow): Promise<ReservationRow> {
      if (row.depositStatus !== 'refunding') return row;
      try {
        const now = clock();
        const [claimed] = await repo.claimDue(
          now,
          new Date(now.getTime() + REFUND_LEASE_MS),
          1,
          row.id,
        );
        return claimed ? await attempt(claimed) : row;
      } catch (err) {
        log.error({ err, reservationId: row.id }, 'deposit refund not claimed; the sweep will');
        return row;
      }
    },

    /** The sweep: every owed refund whose attempt is due, claimed so instances share them. */
    async retryDue(now: Date = clock()): Promise<number> {
      const due = await repo.claimDue(now, new Date(now.getTime() + REFUND_LEASE_MS), SWEEP_BATCH);
      for (const row of due) await attempt(row);
      return due.length;
    },

    /**
     * The payments domain learned later how a deposit's refund ended (reconciliation of a lost
     * answer, the provider's webhook): refunded settles it; refused makes it due again.
     */
    async onRefundSettled(event: RefundSettledEvent): Promise<void> {
      const id = reservationIdOfDepositKey(event.idempotencyKey);
      if (!id) return;
      if (event.status === 'refunded') await repo.mark(id, { kind: 'refunded' });
      else if (event.status === 'failed') await repo.mark(id, { kind: 'retry', at: clock() });
    },

    /**
     * The deposit's payment is verified: returns the step checkout runs inside the transaction
     * that claims the payment (the rules are read first: on the embedded database a read outside
     * that transaction would wait for it). The booking waiting for it goes on to pending (or
     * confirmed when bookings confirm themselves), its "received" mail and the staff's alert
     * written in that transaction. Refused when the booking no longer waits for it: its hold was
     * released, it was canceled, or another payment paid it; the caller then rolls back and refunds.
     */
    async paymentRecorder() {
      const rules = (await deps.settings.current()).bookings;
      return async (
        tx: Db,
        reservationId: string,
        paymentId: string,
        paidAt: Date,
      ): Promise<DepositPaid> => {
        const row = await repo.lockRow(tx, reservationId);
        if (!row) return { ok: false, why: 'missing' };
        if (row.status !== 'awaiting_deposit') return { ok: false, why: refusalOf(row) };
        const status = deps.autoConfirm ? 'confirmed' : 'pending';
        const time = row.reservationTime.slice(0, 5);
        const paid = await repo.markPaid(tx, row.id, {
          paymentId,
          paidAt,
          status,
          expiresAt:
            status === 'pending'
              ? pendingExpiresAt(
                  paidAt,
                  row.reservationDate,
                  time,
                  deps.timeZone,
                  rules.pendingExpiryHours,
                )
              : null,
        });
        if (!paid) return { ok: false, why: 'ended' };
        const received = mailing((r, link) => reservationReceivedMail(r, deps.appUrl, link));
        const alerting = staffAlerting(deps.alerts);
        await received.withChange(tx, paid);
        await alerting.withChange(tx, paid);
        return {
          ok: true,
          reservation: toReservation(paid),
          mailIds: [...received.queued, ...alerting.queued],
        };
      };
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
