/**
 * One virtual diner: a signed-in customer who browses the menu, changes the cart, pays with the
 * sandbox exactly as the browser and the sandbox's checkout frame do, and books tables. Each call
 * checks what the API promises (status, and the facts that matter: amounts, emptied cart, seats).
 */
import type { CartView } from '@shared/cart';
import type { CategoriesResponse, MenuItem } from '@shared/catalog';
import type { CheckoutSummary, StartedPayment } from '@shared/checkout';
import { messages } from '@shared/messages';
import { type PaymentView, paymentTexts, SANDBOX_CARDS } from '@shared/payments';
import type { Availability } from '@shared/reservations';
import {
  type Answer,
  BrowserClient,
  type ErrorBody,
  NoAnswer,
  type Outage,
  WrongAnswer,
} from './client';
import type { Recorder } from './stats';

/** What every diner shares: where the server is, the dates that can be booked, the clock. */
export interface World {
  base: string;
  recorder: Recorder;
  outage: Outage;
  thinkMs: number;
  /** Bookable dates, from tomorrow on, in the restaurant's zone. */
  dates: string[];
  /** Outcomes of whole journeys (paid, slot taken, ...), for the report. */
  outcomes: Map<string, number>;
  /** Crash test: diners who pay just before the kill ask for verification only once it happened. */
  holdVerify?: VerifyHold;
}

/**
 * The most dangerous moment to die is between the provider taking the money and the storefront
 * recording it. Left to chance, a kill rarely lands there (verification takes milliseconds), so
 * the crash test makes it land there: a diner whose card is charged within the sandbox's webhook
 * delay before the kill sends the verification only after the kill. Its webhook timer dies with
 * the process, so only the restarted server's recovery loop can record that payment.
 */
export interface VerifyHold {
  from: number;
  released: boolean;
  /** Resolves once the server is dead. */
  until: Promise<void>;
}

/** Both limits are 30 an hour per customer; a diner stays under them (a refusal would be an error). */
const MAX_PAYMENT_STARTS = 25;
const MAX_BOOKINGS = 25;
/** A cart of a few dishes, like a real order. */
const MAX_CART_LINES = 4;
const EXPIRY = '12/39';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lower case without accents, as the menu search compares ("niçoise" is found by "nicoise"). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const errorMessage = (answer: Answer<ErrorBody>) => answer.body?.error?.message ?? '';

/** A payment the diner started and lost track of when the server went away. */
interface Interrupted {
  reference: string;
  accessCode: string;
  lines: number;
}

/** A payment the provider took whose recording the diner is waiting for (crash test). */
interface Awaited {
  reference: string;
  lines: number;
  since: number;
}

export class Diner {
  private readonly client: BrowserClient;
  private dishes: MenuItem[] = [];
  private categories: string[] = [];
  private cart: CartView | null = null;
  private addressId: string | null = null;
  private deliveryChosen = false;
  private paymentStarts = 0;
  private bookings = 0;
  /** Set while a checkout runs; left set when the server went away in the middle of it. */
  private inCheckout: Interrupted | null = null;
  private awaited: Awaited | null = null;

  constructor(
    private readonly world: World,
    private readonly account: { email: string; password: string; username: string },
    private recorder: Recorder = world.recorder,
  ) {
    this.client = new BrowserClient(world.base, recorder, world.outage);
  }

  /** Counts this diner's calls from now on in `recorder` (the sign-ins are counted apart). */
  countCallsIn(recorder: Recorder) {
    this.recorder = recorder;
    this.client.recorder = recorder;
  }

  private outcome(name: string) {
    this.world.outcomes.set(name, (this.world.outcomes.get(name) ?? 0) + 1);
  }

  private think(factor = 1) {
    const mean = this.world.thinkMs * factor;
    return sleep(mean * (0.5 + Math.random()));
  }

  async signIn() {
    await this.client.session();
    await this.client.call('sign in', 'POST', '/api/auth/login', {
      body: { email: this.account.email, password: this.account.password },
      check: (b: { user?: { email?: string } }) =>
        b.user?.email === this.account.email ? null : 'signed in as someone else',
    });
    // The web app reads the session again after signing in (the token stays the same).
    const session = await this.client.session();
    if (!session.user) throw new Error(`${this.account.email}: not signed in after login`);
  }

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

  private async journey() {
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
    const r = Math.random();
    if (r < 0.4) return this.browse();
    if (r < 0.7) return this.changeCart();
    if (r < 0.82 && this.paymentStarts < MAX_PAYMENT_STARTS) return this.checkout();
    if (this.bookings < MAX_BOOKINGS) return this.reserve();
    return this.browse();
  }

  // Browsing ---------------------------------------------------------------------------------

  private async browse() {
    if (this.categories.length === 0 || Math.random() < 0.3) {
      const answer = await this.client.call<CategoriesResponse>(
        'menu: categories',
        'GET',
        '/api/menu/categories',
        { check: (b) => (b.categories.length > 0 ? null : 'no categories') },
      );
      this.categories = answer.body.categories.map((c) => c.name);
    }
    const category = pick(this.categories);
    const menu = await this.client.call<{ items: MenuItem[] }>(
      'menu: category',
      'GET',
      `/api/menu?category=${encodeURIComponent(category)}`,
      { check: (b) => (Array.isArray(b.items) ? null : 'no items') },
    );
    if (menu.body.items.length > 0) this.dishes = menu.body.items;
    if (Math.random() < 0.4) {
      await this.think(0.5);
      // A word of a dish seen, as a diner would type it, or one that finds nothing.
      const seen = this.dishes.length > 0 ? pick(this.dishes).name.split(' ')[0]! : 'jollof';
      const term = Math.random() < 0.9 ? fold(seen.slice(0, between(3, 6))) : 'zzq';
      await this.client.call<{ items: MenuItem[] }>(
        'menu: search',
        'GET',
        `/api/menu?search=${encodeURIComponent(term)}`,
        {
          // The search finds dishes by name, and the dishes of a category the text names.
          check: (b) =>
            b.items.every(
              (i) =>
                fold(i.name).includes(term) || fold(i.category).startsWith(term.replace(/s$/, '')),
            )
              ? null
              : `a dish matching neither "${term}" by name nor by category`,
        },
      );
    }
  }

  // Cart -------------------------------------------------------------------------------------

  private async viewCart(): Promise<CartView> {
    const answer = await this.client.call<CartView>('cart: view', 'GET', '/api/cart', {
      check: (b) => (Array.isArray(b.items) ? null : 'no items'),
    });
    this.cart = answer.body;
    return answer.body;
  }

  private async addDish() {
    if (this.dishes.length === 0) await this.browse();
    const dish = pick(this.dishes);
    const quantity = between(1, 2);
    const before = this.cart?.items.find((l) => l.dishId === dish.id)?.quantity ?? 0;
    const answer = await this.client.call<CartView>('cart: add', 'POST', '/api/cart/items', {
      body: { dishId: dish.id, quantity },
      ok: [201],
      check: (b) => {
        const line = b.items.find((l) => l.dishId === dish.id);
        if (!line) return 'added dish missing from the cart';
        // The diner is the only one changing this cart, so the quantity is exactly known.
        if (this.cart && line.quantity !== before + quantity)
          return `quantity ${line.quantity}, expected ${before + quantity}`;
        if (line.unitPriceMinor !== dish.priceMinor) return 'price differs from the menu';
        return null;
      },
    });
    this.cart = answer.body;
  }

  private async changeCart() {
    const cart = await this.viewCart();
    await this.think(0.5);
    const lines = cart.items;
    const r = Math.random();
    if (lines.length > 0 && (lines.length >= MAX_CART_LINES || r < 0.2)) {
      const line = pick(lines);
      const answer = await this.client.call<CartView>(
        'cart: remove',
        'DELETE',
        `/api/cart/items/${line.id}`,
        { check: (b) => (b.items.some((l) => l.id === line.id) ? 'line still there' : null) },
      );
      this.cart = answer.body;
      return;
    }
    if (lines.length > 0 && r < 0.5) {
      const line = pick(lines);
      const quantity = between(1, 5);
      const answer = await this.client.call<CartView>(
        'cart: quantity',
        'PATCH',
        `/api/cart/items/${line.id}`,
        {
          body: { quantity },
          check: (b) =>
            b.items.find((l) => l.id === line.id)?.quantity === quantity
              ? null
              : 'quantity not set',
        },
      );
      this.cart = answer.body;
      return;
    }
    await this.addDish();
  }

  // Checkout and payment ----------------------------------------------------------------------

  private async checkout() {
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
          body: { address: '14 Admiralty Way, Lekki Phase 1, Lagos', phone: '+234 803 555 0147' },
          ok: [201],
        },
      );
      this.addressId = answer.body.address.id;
    }
    if (!this.deliveryChosen) {
      await this.client.call('checkout: delivery option', 'PUT', '/api/checkout/delivery', {
        body: { option: Math.random() < 0.7 ? 'Home Delivery' : 'Pickup Station' },
      });
      this.deliveryChosen = true;
    }
    await this.think();

    this.paymentStarts += 1;
    const started = await this.client.call<StartedPayment>(
      'payment: start',
      'POST',
      '/api/checkout/payments',
      {
        body: {
          addressId: this.addressId,
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
    this.outcome(
      verified.status === 409
        ? 'paid (recorded by the webhook first)'
        : 'paid (recorded by verify)',
    );
    await this.expectEmptyCart();
  }

  private async summary(): Promise<CheckoutSummary> {
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

  private async charge(accessCode: string, cardNumber: string, expected: 'success' | 'failed') {
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

  private async readPayment(reference: string): Promise<PaymentView> {
    const answer = await this.client.call<{ payment: PaymentView }>(
      'payment: status',
      'GET',
      `/api/checkout/payments/${encodeURIComponent(reference)}`,
    );
    return answer.body.payment;
  }

  private expectRecorded(payment: PaymentView, lines: number, action: string) {
    if (payment.status !== 'successful' || payment.orderIds.length !== lines) {
      const detail = `payment ${payment.reference} is ${payment.status} with ${payment.orderIds.length} orders for ${lines} lines (${payment.reason ?? 'no reason'})`;
      this.recorder.unexpected(action, detail);
      throw new WrongAnswer(detail);
    }
  }

  private async expectEmptyCart() {
    const cart = await this.viewCart();
    if (cart.items.length > 0) {
      const detail = `cart still holds ${cart.items.length} lines after the payment was recorded`;
      this.recorder.unexpected('cart: view', detail);
      throw new WrongAnswer(detail);
    }
  }

  // After the crash ----------------------------------------------------------------------------

  /**
   * The server went away during a checkout. Like the reopened payment frame, the diner asks the
   * provider where the transaction stands: paid → wait for the order (the server must record it
   * on its own, by the webhook or the recovery loop); not paid → cancel it in the frame.
   */
  private async findInterruptedPayment() {
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
  private async checkAwaitedPayment() {
    const awaited = this.awaited!;
    const payment = await this.readPayment(awaited.reference);
    if (payment.status === 'pending') return;
    this.awaited = null;
    this.expectRecorded(payment, awaited.lines, 'payment: status');
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

  private async reserve() {
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
    let guests = between(1, 6);
    let seats = Math.min(guests < 3 ? 2 : guests, slot.seatsLeft);
    guests = Math.min(guests, seats);
    seats = Math.max(seats, 1);
    this.bookings += 1;
    const booked = await this.client.call<{ reservation: { seats: number; status: string } }>(
      'reservation: book',
      'POST',
      '/api/reservations',
      {
        body: {
          firstName: 'Load',
          lastName: 'Diner',
          email: this.account.email,
          phone: '+234 803 555 0147',
          date,
          time: slot.time,
          guests,
          seats,
          specialRequests: '',
        },
        ok: [201],
        refusal: (a) =>
          a.status === 409 && errorMessage(a) === messages.toast.slotUnavailable
            ? '409 slot taken meanwhile'
            : null,
        check: (b) => (b.reservation.seats === seats ? null : 'seats differ'),
      },
    );
    this.outcome(booked.status === 201 ? 'table booked' : 'booking refused: slot taken meanwhile');
    if (Math.random() < 0.2) {
      await this.client.call('reservation: my list', 'GET', '/api/reservations/mine?page=1');
    }
  }
}
