/**
 * A virtual diner who cancels some of the orders they paid for (see diner.ts): each cancel is a
 * refund through the provider, so refunds happen under load and, in the crash test, under the kill.
 */

import { type Order, type OrderPage, orderTexts } from '@shared/orders';
import { NoAnswer, WrongAnswer } from './client';
import { errorMessage, MAX_CANCELS, sleep } from './diner-base';
import { PayingDiner } from './diner-paying';

/** A canceled order whose refund the diner waits for (or a cancel whose answer was lost). */
interface AwaitedRefund {
  orderId: string;
  /** The cancel got no answer: whether it happened at all is read from the diner's orders. */
  answerLost: boolean;
}

export class CancelingDiner extends PayingDiner {
  protected refundsAwaited: AwaitedRefund[] = [];

  protected get mayCancel() {
    return this.paidOrders.length > 0 && this.cancels < MAX_CANCELS;
  }

  /** Cancels one paid order, as the "Cancel order" button of the orders page does. */
  protected async cancelOrder() {
    const index = Math.floor(Math.random() * this.paidOrders.length);
    const [orderId] = this.paidOrders.splice(index, 1);
    if (!orderId) return;
    this.cancels += 1;
    await this.joinKillBurst('a cancel (refund)');
    let answer: { status: number; body: { order: Order } };
    try {
      answer = await this.client.call<{ order: Order }>(
        'order: cancel',
        'POST',
        `/api/orders/${encodeURIComponent(orderId)}/cancel`,
        {
          check: (b) =>
            b.order.status === 'canceled' && b.order.refundStatus !== 'none'
              ? null
              : `order ${b.order.status}, refund ${b.order.refundStatus}`,
          // Only when a lost answer made the diner try again (never here): counted, not an error.
          refusal: (a) =>
            a.status === 409 && errorMessage(a) === orderTexts.alreadyCanceled
              ? '409 already canceled'
              : null,
        },
      );
    } catch (error) {
      if (error instanceof NoAnswer) this.refundsAwaited.push({ orderId, answerLost: true });
      throw error;
    }
    const refund = answer.body.order.refundStatus;
    this.outcome(`order canceled, refund ${refund} in the answer`);
    // Processing: the provider's answer was lost (a fault); the server reconciles it on its own.
    if (refund === 'pending' || refund === 'processing')
      this.refundsAwaited.push({ orderId, answerLost: false });
  }

  /** Every order of the diner's past list (canceled and delivered), all pages. */
  protected async pastOrders(): Promise<Map<string, Order>> {
    const found = new Map<string, Order>();
    for (let cursor = ''; ; ) {
      const answer = await this.client.call<OrderPage>(
        'order: past list',
        'GET',
        `/api/orders/past${cursor ? `?cursor=${cursor}` : ''}`,
      );
      for (const order of answer.body.items) found.set(order.orderId, order);
      if (!answer.body.next) return found;
      cursor = answer.body.next;
    }
  }

  /**
   * After the load: waits until every refund this diner saw pending or processing (or whose cancel
   * got no answer) went through, as the diner would by reloading the orders page. True when none is left.
   */
  async settleRefunds(deadline: number): Promise<boolean> {
    while (this.refundsAwaited.length > 0) {
      if (Date.now() > deadline) return false;
      try {
        const past = await this.pastOrders();
        this.refundsAwaited = this.refundsAwaited.filter(({ orderId, answerLost }) => {
          const order = past.get(orderId);
          if (!order) {
            // Not canceled: the lost cancel never happened. Nothing is owed.
            if (answerLost) this.outcome('cancel lost in the crash, order kept');
            return false;
          }
          if (order.refundStatus === 'pending' || order.refundStatus === 'processing') return true;
          this.outcome(
            answerLost
              ? `cancel lost in the crash, done by the server: refund ${order.refundStatus}`
              : `refund pending at cancel, later ${order.refundStatus}`,
          );
          return false;
        });
      } catch (error) {
        if (!(error instanceof NoAnswer) && !(error instanceof WrongAnswer)) throw error;
        if (error instanceof WrongAnswer) return true; // counted as an error already
      }
      if (this.refundsAwaited.length > 0) await sleep(3000);
    }
    return true;
  }

  get refundsWaitedFor(): string[] {
    return this.refundsAwaited.map((r) => r.orderId);
  }
}
