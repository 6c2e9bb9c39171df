/** A virtual diner's checkout and payment through the sandbox (see diner.ts). */

import type { CheckoutSummary, StartedPayment } from '@shared/checkout';
import { type PaymentView, paymentTexts, SANDBOX_CARDS } from '@shared/payments';
import { WrongAnswer } from './client';
import { EXPIRY, errorMessage } from './diner-base';
import { ShoppingDiner } from './diner-shopping';

export class PayingDiner extends ShoppingDiner {
  // Checkout and payment ----------------------------------------------------------------------

  protected async checkout() {
    let summary = await this.summary();
    if (summary.lines.length === 0) {
      await this.addDish();
      summary = await this.summary();
    }
    if (!this.addressId) {
      const answer = await this.client.call<{ address: { id: string } }>(
        'checkout: add address',
        'POST',
        '/api/checkout/addresses',
        {
          body: {
            address: '14 Admiralty Way, Lekki Phase 1, Lagos',
            phone: '+234 803 555 0147',
            area: 'Lekki Phase 1',
          },
          ok: [201],
        },
      );
      this.addressId = answer.body.address.id;
    }
    if (!this.deliveryChosen) {
      this.pickup = Math.random() >= 0.7;
      await this.client.call('checkout: delivery option', 'PUT', '/api/checkout/delivery', {
        body: { option: this.pickup ? 'Pickup Station' : 'Home Delivery' },
      });
      this.deliveryChosen = true;
      // The fee follows the option: price the summary again (pickup has none).
      summary = await this.summary();
    }
    await this.think();

    this.paymentStarts += 1;
    const started = await this.client.call<StartedPayment>(
      'payment: start',
      'POST',
      '/api/checkout/payments',
      {
        // Pickup asks no address, only a phone the restaurant may call.
        body: {
          ...(this.pickup ? { contactPhone: '+234 803 555 0147' } : { addressId: this.addressId }),
          fullName: this.account.username,
          email: this.account.email,
        },
        ok: [201],
        check: (b) =>
          b.amountMinor === summary.totalMinor
            ? null
            : `amount ${b.amountMinor}, the summary said ${summary.totalMinor}`,
      },
    );
    const { reference, accessCode } = started.body;
    this.inCheckout = { reference, accessCode, lines: summary.lines.length };

    // The sandbox's checkout page in the payment frame, and what its script asks first.
    await this.client.call(
      'sandbox: checkout page',
      'GET',
      `/payments/sandbox/checkout?access_code=${encodeURIComponent(accessCode)}&frame_id=L0ad5`,
      { text: true },
    );
    await this.client.call<{ data?: { amount: number; transaction_status: string } }>(
      'sandbox: transaction',
      'GET',
      `/api/payments/sandbox/transaction/verify_access_code/${encodeURIComponent(accessCode)}`,
      {
        check: (b) =>
          b.data?.amount === summary.totalMinor && b.data.transaction_status === ''
            ? null
            : 'wrong amount or not payable',
      },
    );
    await this.think(2); // typing the card

    const r = Math.random();
    if (r < 0.08) {
      await this.client.call('sandbox: cancel', 'POST', '/api/payments/sandbox/abandon', {
        body: { accessCode },
      });
      this.inCheckout = null;
      this.outcome('checkout canceled in the payment frame');
      return;
    }
    const declinedFirst = r < 0.13;
    if (declinedFirst) {
      await this.charge(accessCode, SANDBOX_CARDS.declined, 'failed');
      await this.think();
    }
    await this.charge(accessCode, SANDBOX_CARDS.success, 'success');
    const hold = this.world.holdVerify;
    if (hold && !hold.released && Date.now() >= hold.from) {
      this.outcome('paid just before the kill, verification sent after it');
      await hold.until;
    }

    // The frame said success: the browser asks the server to verify and record.
    const verified = await this.client.call<{ payment: PaymentView }>(
      'payment: verify',
      'POST',
      `/api/checkout/payments/${encodeURIComponent(reference)}/verify`,
      {
        // The sandbox's webhook may have recorded it first; the browser then reads the payment.
        refusal: (a) =>
          a.status === 409 && errorMessage(a) === paymentTexts.alreadyRecorded
            ? '409 recorded by the webhook first'
            : null,
      },
    );
    let payment = verified.body.payment;
    if (verified.status === 409) payment = await this.readPayment(reference);
    this.expectRecorded(payment, summary.lines.length, 'payment: verify');
    this.inCheckout = null;
    this.paidOrders.push(...payment.orderIds);
    this.outcome(
      verified.status === 409
        ? 'paid (recorded by the webhook first)'
        : 'paid (recorded by verify)',
    );
    await this.expectEmptyCart();
  }

  protected async summary(): Promise<CheckoutSummary> {
    const answer = await this.client.call<CheckoutSummary>(
      'checkout: summary',
      'GET',
      '/api/checkout',
      {
        check: (b) =>
          b.totalMinor === b.itemsTotalMinor + b.deliveryFeeMinor ? null : 'total does not add up',
      },
    );
    return answer.body;
  }

  protected async charge(accessCode: string, cardNumber: string, expected: 'success' | 'failed') {
    await this.client.call<{ data: { status: string } }>(
      'sandbox: charge',
      'POST',
      '/api/payments/sandbox/charge',
      {
        body: { accessCode, cardNumber, expiry: EXPIRY, cvv: '123' },
        check: (b) =>
          b.data.status === expected ? null : `charge ${b.data.status}, expected ${expected}`,
      },
    );
  }

  protected async readPayment(reference: string): Promise<PaymentView> {
    const answer = await this.client.call<{ payment: PaymentView }>(
      'payment: status',
      'GET',
      `/api/checkout/payments/${encodeURIComponent(reference)}`,
    );
    return answer.body.payment;
  }

  /** A recorded payment has exactly one order, whatever the number of its lines. */
  protected expectRecorded(payment: PaymentView, lines: number, action: string) {
    if (payment.status !== 'successful' || payment.orderIds.length !== 1) {
      const detail = `payment ${payment.reference} is ${payment.status} with ${payment.orderIds.length} orders for ${lines} lines, not one (${payment.reason ?? 'no reason'})`;
      this.recorder.unexpected(action, detail);
      throw new WrongAnswer(detail);
    }
  }

  protected async expectEmptyCart() {
    const cart = await this.viewCart();
    if (cart.items.length > 0) {
      const detail = `cart still holds ${cart.items.length} lines after the payment was recorded`;
      this.recorder.unexpected('cart: view', detail);
      throw new WrongAnswer(detail);
    }
  }
}
