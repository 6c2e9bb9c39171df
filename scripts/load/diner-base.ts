/** What every virtual diner is made of (see diner.ts): its world, its limits, its client and state. */

import type { CartView } from '@shared/cart';
import type { MenuItem } from '@shared/catalog';
import { type Answer, BrowserClient, type ErrorBody, type Outage } from './client';
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
  /** Crash test: cancels and bookings due just before the kill are sent together, right before it. */
  killBurst?: KillBurst;
}

/**
 * A refund is sent to the provider and then recorded; a booking is committed and then mailed. To
 * make the kill land between the two, the crash test holds the cancels and bookings due in the
 * seconds before it and lets them all go a few milliseconds before the SIGKILL, so the server is
 * in the middle of many of them when it dies.
 */
export interface KillBurst {
  from: number;
  /** Resolves when the held requests should go (just before the kill). */
  go: Promise<void>;
  released: boolean;
  /**
   * Each held request goes at a random moment of this many milliseconds after `go`, the kill at
   * its end: whatever the machine's speed, some are mid-way (sent, not yet recorded) when it lands.
   */
  spreadMs: number;
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
export const MAX_PAYMENT_STARTS = 25;
export const MAX_BOOKINGS = 25;
/** A diner cancels a few of their paid orders at most (each one refunded through the provider). */
export const MAX_CANCELS = 4;
/** A cart of a few dishes, like a real order. */
export const MAX_CART_LINES = 4;
export const EXPIRY = '12/39';

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
export const between = (min: number, max: number) =>
  min + Math.floor(Math.random() * (max - min + 1));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lower case without accents, as the menu search compares ("niçoise" is found by "nicoise"). */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const errorMessage = (answer: Answer<ErrorBody>) => answer.body?.error?.message ?? '';

/** A payment the diner started and lost track of when the server went away. */
export interface Interrupted {
  reference: string;
  accessCode: string;
  lines: number;
}

/** A payment the provider took whose recording the diner is waiting for (crash test). */
export interface Awaited {
  reference: string;
  lines: number;
  since: number;
}

export class DinerBase {
  protected readonly client: BrowserClient;
  protected dishes: MenuItem[] = [];
  protected categories: string[] = [];
  protected cart: CartView | null = null;
  protected addressId: string | null = null;
  protected deliveryChosen = false;
  /** Whether this diner picks up (no address, no fee) rather than having it delivered. */
  protected pickup = false;
  protected paymentStarts = 0;
  protected bookings = 0;
  /** Set while a checkout runs; left set when the server went away in the middle of it. */
  protected inCheckout: Interrupted | null = null;
  protected awaited: Awaited | null = null;
  /** Orders this diner paid for and may still cancel (public order ids). */
  protected paidOrders: string[] = [];
  protected cancels = 0;

  constructor(
    protected readonly world: World,
    protected readonly account: { email: string; password: string; username: string },
    protected recorder: Recorder = world.recorder,
  ) {
    this.client = new BrowserClient(world.base, recorder, world.outage);
  }

  /** Counts this diner's calls from now on in `recorder` (the sign-ins are counted apart). */
  countCallsIn(recorder: Recorder) {
    this.recorder = recorder;
    this.client.recorder = recorder;
  }

  protected outcome(name: string) {
    this.world.outcomes.set(name, (this.world.outcomes.get(name) ?? 0) + 1);
  }

  /** Crash test: a cancel or booking due just before the kill waits to go in the burst. */
  protected async joinKillBurst(what: string) {
    const burst = this.world.killBurst;
    if (!burst || burst.released || Date.now() < burst.from) return;
    this.outcome(`${what} sent in the burst just before the kill`);
    await burst.go;
    await sleep(Math.random() * burst.spreadMs);
  }

  /** Crash test: within the seconds before the kill, where held requests are gathered. */
  protected get nearTheKill() {
    const burst = this.world.killBurst;
    return !!burst && !burst.released && Date.now() >= burst.from;
  }

  protected think(factor = 1) {
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
}
