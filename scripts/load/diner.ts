/**
 * One virtual diner: a signed-in customer who browses the menu, changes the cart, pays with the
 * sandbox exactly as the browser and the sandbox's checkout frame do, and books tables. Each call
 * checks what the API promises (status, and the facts that matter: amounts, emptied cart, seats).
 */
import { messages } from '@shared/messages';
import type { Availability } from '@shared/reservations';
import { NoAnswer, WrongAnswer } from './client';
import { between, errorMessage, MAX_BOOKINGS, MAX_PAYMENT_STARTS, pick, sleep } from './diner-base';
import { CancelingDiner } from './diner-canceling';

export type { KillBurst, VerifyHold, World } from './diner-base';

/**
 * Browsing and the cart live in diner-shopping.ts, checkout and payment in diner-paying.ts,
 * canceling paid orders (refunds) in diner-canceling.ts.
 */
export class Diner extends CancelingDiner {
  /** Journeys until the deadline; a journey that lost its answer ends and the diner carries on. */
  async run(deadline: number, startAfterMs: number) {
    // Diners arrive over the ramp-up, not all in the same second.
    await sleep(startAfterMs);
    while (Date.now() < deadline) {
      try {
        await this.journey();
      } catch (error) {
        if (error instanceof NoAnswer) {
          // Whatever the lost request did to the cart is unknown: read it afresh next time.
          this.cart = null;
          await sleep(500 + Math.random() * 500);
          continue;
        }
        if (error instanceof WrongAnswer) {
          // Already counted as an error; the diner reloads and starts afresh.
          this.inCheckout = null;
          this.cart = null;
        } else {
          throw error;
        }
      }
      await this.think();
    }
  }

  protected async journey() {
    if (this.inCheckout) await this.findInterruptedPayment();
    if (this.awaited) {
      await this.checkAwaitedPayment();
      // Waiting for an order to show up, the diner leaves the cart alone (it is what was paid for).
      if (this.awaited) {
        return Math.random() < 0.6 || this.bookings >= MAX_BOOKINGS
          ? this.browse()
          : this.reserve();
      }
    }
    // Now and then a diner cancels an order they paid for (changed their mind, ordered twice).
    // Just before the kill, a diner who can cancel does: the crash lands inside refunds.
    if (this.mayCancel && (this.nearTheKill || Math.random() < 0.15)) return this.cancelOrder();
    const r = Math.random();
    if (r < 0.4) return this.browse();
    if (r < 0.7) return this.changeCart();
    if (r < 0.82 && this.paymentStarts < MAX_PAYMENT_STARTS) return this.checkout();
    if (this.bookings < MAX_BOOKINGS) return this.reserve();
    return this.browse();
  }

  // After the crash ----------------------------------------------------------------------------

  /**
   * The server went away during a checkout. Like the reopened payment frame, the diner asks the
   * provider where the transaction stands: paid → wait for the order (the server must record it
   * on its own, by the webhook or the recovery loop); not paid → cancel it in the frame.
   */
  protected async findInterruptedPayment() {
    const lost = this.inCheckout!;
    const answer = await this.client.call<{ data?: { transaction_status: string } }>(
      'sandbox: transaction',
      'GET',
      `/api/payments/sandbox/transaction/verify_access_code/${encodeURIComponent(lost.accessCode)}`,
    );
    this.inCheckout = null;
    const status = answer.body.data?.transaction_status ?? 'unknown';
    if (status === 'success') {
      this.awaited = { reference: lost.reference, lines: lost.lines, since: Date.now() };
      return;
    }
    if (status === '') {
      await this.client.call('sandbox: cancel', 'POST', '/api/payments/sandbox/abandon', {
        body: { accessCode: lost.accessCode },
      });
      this.outcome('checkout interrupted before paying, canceled');
      return;
    }
    this.outcome(`checkout interrupted, provider status "${status}"`);
  }

  /** Is the order of the payment the provider took recorded yet? */
  protected async checkAwaitedPayment() {
    const awaited = this.awaited!;
    const payment = await this.readPayment(awaited.reference);
    if (payment.status === 'pending') return;
    this.awaited = null;
    this.expectRecorded(payment, awaited.lines, 'payment: status');
    this.paidOrders.push(...payment.orderIds);
    this.outcome('paid when the server died, recorded without the diner');
    this.world.outcomes.set(
      'longest wait for such a payment (s)',
      Math.max(
        this.world.outcomes.get('longest wait for such a payment (s)') ?? 0,
        Math.round((Date.now() - awaited.since) / 1000),
      ),
    );
    await this.expectEmptyCart();
  }

  /** After the load: resolves what the crash left open. True when nothing is left open. */
  async settle(deadline: number): Promise<boolean> {
    while (this.inCheckout || this.awaited) {
      if (Date.now() > deadline) return false;
      try {
        if (this.inCheckout) await this.findInterruptedPayment();
        if (this.awaited) await this.checkAwaitedPayment();
      } catch (error) {
        if (!(error instanceof NoAnswer) && !(error instanceof WrongAnswer)) throw error;
        if (error instanceof WrongAnswer) return true; // counted as an error already
      }
      if (this.awaited) await sleep(2000);
    }
    return true;
  }

  get waitingFor(): string | null {
    return this.awaited?.reference ?? this.inCheckout?.reference ?? null;
  }

  // Reservations -----------------------------------------------------------------------------

  protected async reserve() {
    const date = pick(this.world.dates);
    const availability = await this.client.call<Availability>(
      'reservation: availability',
      'GET',
      `/api/reservations/availability?date=${date}`,
      { check: (b) => (b.slots.length > 0 ? null : 'no slots') },
    );
    const open = availability.body.slots.filter((s) => s.state === 'available' && s.seatsLeft > 0);
    if (open.length === 0) {
      this.outcome('no free slot shown for the chosen date');
      return;
    }
    await this.think(2); // the wizard's three steps
    const slot = pick(open);
    // Seats are guests: the party is the seat count.
    const guests = Math.max(1, Math.min(between(1, 6), slot.seatsLeft));
    this.bookings += 1;
    await this.joinKillBurst('a booking');
    const booked = await this.client.call<{ reservation: { seats: number; status: string } }>(
      'reservation: book',
      'POST',
      '/api/reservations',
      {
        body: {
          firstName: 'Load',
          lastName: 'Diner',
          phone: '+234 803 555 0147',
          date,
          time: slot.time,
          guests,
          specialRequests: '',
        },
        ok: [201],
        refusal: (a) =>
          a.status === 409 && errorMessage(a) === messages.toast.slotUnavailable
            ? '409 slot taken meanwhile'
            : a.status === 409 && errorMessage(a).startsWith('You already hold')
              ? '409 account holds its upcoming bookings'
              : null,
        check: (b) => (b.reservation.seats === guests ? null : 'seats differ from the party'),
      },
    );
    this.outcome(booked.status === 201 ? 'table booked' : 'booking refused (slot taken or cap)');
    if (Math.random() < 0.2) {
      await this.client.call('reservation: my list', 'GET', '/api/reservations/mine');
    }
  }
}
