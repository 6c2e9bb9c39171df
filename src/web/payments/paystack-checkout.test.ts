import type { PaystackTransactionOptions } from '@paystack/inline-js';
import type { StartedPayment } from '@shared/checkout';
import { paymentTexts } from '@shared/payments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const HOSTED = 'https://checkout.paystack.com/ac_1';

function startedPayment(checkout: 'popup' | 'redirect', authorizationUrl: string | null = HOSTED) {
  return {
    reference: 'TVP-1',
    accessCode: 'ac_1',
    authorizationUrl,
    amountMinor: 450000,
    currency: 'NGN',
    provider: { name: 'paystack', displayName: 'Paystack', publicKey: 'pk_test_1', checkout },
  } satisfies StartedPayment;
}

const handlers = () => ({
  onSuccess: vi.fn(),
  onCancel: vi.fn(),
  onTransferPending: vi.fn(),
  onError: vi.fn(),
});

/** Paystack's inline script, stubbed: each popup keeps the options it was opened with. */
type PopupBehaviour = 'works' | 'constructor throws' | 'newTransaction throws';
const popups: Array<{ options?: PaystackTransactionOptions; cancelled: number }> = [];
function stubPaystackModule(behaviour: PopupBehaviour = 'works') {
  vi.doMock('@paystack/inline-js', () => ({
    default: class {
      record: { options?: PaystackTransactionOptions; cancelled: number } = { cancelled: 0 };
      constructor() {
        if (behaviour === 'constructor throws') throw new Error('no document');
        popups.push(this.record);
      }
      newTransaction(options: PaystackTransactionOptions) {
        if (behaviour === 'newTransaction throws') throw new Error('blocked');
        this.record.options = options;
      }
      cancelTransaction() {
        this.record.cancelled += 1;
      }
    },
  }));
}

/** The module under test, fresh (its popup is created once per page). */
async function open(started: StartedPayment, on = handlers(), loadTimeoutMs?: number) {
  const { openPaystackCheckout } = await import('./paystack-checkout');
  const redirect = vi.fn();
  const used = await openPaystackCheckout(started, on, { redirect, loadTimeoutMs });
  return { used, redirect, on, popup: popups.at(-1) };
}

beforeEach(() => {
  vi.resetModules();
  popups.length = 0;
});
afterEach(() => {
  vi.doUnmock('@paystack/inline-js');
  vi.useRealTimers();
});

describe("Paystack's checkout in the browser", () => {
  it('opens the official popup with our access code when its script loads', async () => {
    stubPaystackModule();
    const { used, redirect, on, popup } = await open(startedPayment('popup'));
    expect(used).toBe('popup');
    expect(redirect).not.toHaveBeenCalled();
    expect(popup?.options?.accessCode).toBe('ac_1');
    popup?.options?.onLoad?.({ id: 1, accessCode: 'ac_1', customer: {} });
    // Success only asks the server to verify our own reference.
    popup?.options?.onSuccess?.({ reference: 'someone-else', status: 'success' });
    expect(on.onSuccess).toHaveBeenCalledWith('TVP-1');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('passes on a cancel, a pending bank transfer and an error after the checkout showed', async () => {
    stubPaystackModule();
    const { on, popup, redirect } = await open(startedPayment('popup'));
    popup?.options?.onLoad?.({ id: 1, accessCode: 'ac_1', customer: {} });
    popup?.options?.onCancel?.();
    expect(on.onCancel).toHaveBeenCalledTimes(1);
    popup?.options?.onBankTransferConfirmationPending?.();
    expect(on.onTransferPending).toHaveBeenCalledWith('TVP-1');
    popup?.options?.onError?.({ message: 'Card expired' });
    popup?.options?.onError?.({});
    expect(on.onError.mock.calls).toEqual([['Card expired'], [paymentTexts.checkoutFailed]]);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('goes to the hosted page when the script cannot be loaded', async () => {
    vi.doMock('@paystack/inline-js', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { used, redirect } = await open(startedPayment('popup'));
    expect(used).toBe('redirect');
    expect(redirect).toHaveBeenCalledWith(HOSTED);
  });

  it.each(['constructor throws', 'newTransaction throws'] as const)(
    'goes to the hosted page when the popup %s',
    async (behaviour) => {
      stubPaystackModule(behaviour);
      const { used, redirect, on } = await open(startedPayment('popup'));
      expect(used).toBe('redirect');
      expect(redirect).toHaveBeenCalledExactlyOnceWith(HOSTED);
      expect(on.onError).not.toHaveBeenCalled();
    },
  );

  it('goes to the hosted page when the popup reports a setup error before showing the checkout', async () => {
    stubPaystackModule();
    const { redirect, on, popup } = await open(startedPayment('popup'));
    popup?.options?.onError?.({ message: 'Transaction not found' });
    expect(redirect).toHaveBeenCalledExactlyOnceWith(HOSTED);
    expect(popup?.cancelled).toBe(1);
    // The abandoned popup's cancel is not the diner's.
    popup?.options?.onCancel?.();
    expect(on.onCancel).not.toHaveBeenCalled();
    expect(on.onError).not.toHaveBeenCalled();
  });

  it('goes to the hosted page when the popup never shows the transaction, and only then', async () => {
    vi.useFakeTimers();
    stubPaystackModule();
    const stuck = await open(startedPayment('popup'), handlers(), 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(stuck.redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stuck.redirect).toHaveBeenCalledExactlyOnceWith(HOSTED);
    // A late success from the abandoned popup changes nothing: the hosted page takes over.
    stuck.popup?.options?.onSuccess?.({ reference: 'TVP-1' });
    expect(stuck.on.onSuccess).not.toHaveBeenCalled();

    vi.resetModules();
    stubPaystackModule();
    const shown = await open(startedPayment('popup'), handlers(), 5_000);
    shown.popup?.options?.onLoad?.({ id: 1, accessCode: 'ac_1', customer: {} });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown.redirect).not.toHaveBeenCalled();
  });

  it('goes straight to the hosted page with PAYSTACK_CHECKOUT=redirect, never loading the script', async () => {
    const load = vi.fn();
    vi.doMock('@paystack/inline-js', () => {
      load();
      return { default: class {} };
    });
    const { used, redirect } = await open(startedPayment('redirect'));
    expect(used).toBe('redirect');
    expect(redirect).toHaveBeenCalledExactlyOnceWith(HOSTED);
    expect(load).not.toHaveBeenCalled();
  });

  it('says so when there is neither a popup nor a hosted page', async () => {
    await expect(open(startedPayment('redirect', null))).rejects.toThrow(paymentTexts.noHostedPage);
    vi.doMock('@paystack/inline-js', () => {
      throw new Error('offline');
    });
    await expect(open(startedPayment('popup', null))).rejects.toThrow(paymentTexts.noHostedPage);
  });
});
