import type { CheckoutFrameMessage } from '@shared/payments';
import { describe, expect, it, vi } from 'vitest';
import {
  type FrameHost,
  type InlineApiResponse,
  InlineCheckout,
  inlineTexts,
  normalizeTransactionParams,
  type ProviderApi,
  randomFrameId,
} from './inline';

const base = { key: 'pk_test_1', amount: 450000, email: 'ada@example.com' };

function answer(overrides: Partial<InlineApiResponse['data']> = {}): InlineApiResponse {
  return {
    status: true,
    message: 'ok',
    data: {
      id: 7,
      transaction_status: '',
      access_code: 'code-7',
      email: 'ada@example.com',
      amount: 450000,
      currency: 'NGN',
      ...overrides,
    },
  };
}

/** A provider API and a frame host that record what the module does with them. */
function harness(api: Partial<ProviderApi> = {}) {
  const frames: Array<{
    frameId: string;
    url: string;
    closed: boolean;
    loaded: boolean;
    send(
      event: CheckoutFrameMessage['event'],
      data?: Record<string, unknown>,
      frameId?: string,
    ): void;
    dismiss(): void;
  }> = [];
  const host: FrameHost = {
    open(frame, events) {
      const record = {
        ...frame,
        closed: false,
        loaded: false,
        send: (
          event: CheckoutFrameMessage['event'],
          data: Record<string, unknown> = {},
          frameId = frame.frameId,
        ) => events.message({ event, frameId, data }),
        dismiss: () => events.dismiss(),
      };
      frames.push(record);
      return {
        loaded: () => {
          record.loaded = true;
        },
        close: () => {
          record.closed = true;
        },
      };
    },
  };
  const requestInline = vi.fn(api.requestInline ?? (async () => answer()));
  const verifyAccessCode = vi.fn(
    api.verifyAccessCode ?? (async (code: string) => answer({ access_code: code })),
  );
  const checkout = new InlineCheckout({
    api: { requestInline, verifyAccessCode },
    host,
    checkoutUrl: (code, frameId) => `/pay?access_code=${code}&frame_id=${frameId}`,
  });
  return { checkout, frames, requestInline, verifyAccessCode };
}

describe('transaction parameters', () => {
  it('must be a non-empty object', () => {
    for (const bad of [undefined, null, 'key', 42, [], [base], {}]) {
      expect(() => normalizeTransactionParams(bad)).toThrow(inlineTexts.notAnObject);
    }
    expect(inlineTexts.notAnObject).toBe('Transaction parameters should be a non-empty object');
  });

  it('require key, amount (or plan/planCode) and email (or customerCode), in that order', () => {
    expect(() => normalizeTransactionParams({ amount: 1, email: 'a@b.co' })).toThrow(
      'Required parameter missing: key',
    );
    expect(() => normalizeTransactionParams({ key: 'k', email: 'a@b.co' })).toThrow(
      'Required parameter missing: amount',
    );
    expect(() => normalizeTransactionParams({ key: 'k', amount: 1 })).toThrow(
      'Required parameter missing: email',
    );
    expect(() => normalizeTransactionParams({ key: '', amount: 1, email: 'a@b.co' })).toThrow(
      'Required parameter missing: key',
    );
    expect(
      normalizeTransactionParams({ key: 'k', planCode: 'PLN_1', email: 'a@b.co' }).params,
    ).toEqual({
      key: 'k',
      planCode: 'PLN_1',
      email: 'a@b.co',
    });
    expect(
      normalizeTransactionParams({ key: 'k', plan: 'PLN_1', customerCode: 'CUS_1' }).params,
    ).toEqual({
      key: 'k',
      planCode: 'PLN_1',
      customerCode: 'CUS_1',
    });
  });

  it('give "Invalid parameter type: {name}" with the valid types listed', () => {
    expect(() => normalizeTransactionParams({ ...base, amount: true })).toThrow(
      'Invalid parameter type: amount. Valid types: number, string',
    );
    expect(() => normalizeTransactionParams({ ...base, channels: 'card' })).toThrow(
      'Invalid parameter type: channels. Valid types: array',
    );
    expect(() => normalizeTransactionParams({ ...base, metadata: 5 })).toThrow(
      'Invalid parameter type: metadata. Valid types: object, string',
    );
    expect(() => normalizeTransactionParams({ ...base, key: 12 })).toThrow(
      'Invalid parameter type: key. Valid types: string',
    );
    expect(() => normalizeTransactionParams({ ...base, onSuccess: 'yes' })).toThrow(
      'Invalid parameter type: onSuccess. Valid types: function',
    );
  });

  it('drop unknown keys', () => {
    const { params } = normalizeTransactionParams({
      ...base,
      colour: 'red',
      __proto_ish: 1,
      callback_url: 'x',
    });
    expect(params).toEqual(base);
  });

  it('map every legacy alias to its current name, the current name winning when both are given', () => {
    const { params } = normalizeTransactionParams({
      key: 'k',
      email: 'a@b.co',
      amount: 100,
      firstname: 'Ada',
      lastname: 'Obi',
      payment_request: 3,
      subaccount: 'ACCT_1',
      transaction_charge: 50,
      quantity: 2,
      interval: 'monthly',
      invoice_limit: 4,
      start_date: '2027-01-01',
      ref: 'REF-1',
    });
    expect(params).toEqual({
      key: 'k',
      email: 'a@b.co',
      amount: 100,
      firstName: 'Ada',
      lastName: 'Obi',
      paymentRequest: 3,
      subaccountCode: 'ACCT_1',
      transactionCharge: 50,
      subscriptionCount: 2,
      planInterval: 'monthly',
      subscriptionLimit: 4,
      subscriptionStartDate: '2027-01-01',
      reference: 'REF-1',
    });
    expect(
      normalizeTransactionParams({ ...base, customer_code: 'CUS_9' }).params.customerCode,
    ).toBe('CUS_9');
    expect(normalizeTransactionParams({ ...base, plan: 'PLN_9' }).params.planCode).toBe('PLN_9');
    expect(
      normalizeTransactionParams({ ...base, ref: 'old', reference: 'new' }).params.reference,
    ).toBe('new');
  });

  it('with an accessCode, validate nothing else', () => {
    const result = normalizeTransactionParams({ accessCode: 'abc', amount: 'whatever', key: 7 });
    expect(result.accessCode).toBe('abc');
    expect(result.params).toEqual({});
  });

  it('let customerCode override email and planCode override amount', () => {
    const { params } = normalizeTransactionParams({
      ...base,
      customerCode: 'CUS_1',
      planCode: 'PLN_1',
    });
    expect(params).toEqual({ key: 'pk_test_1', customerCode: 'CUS_1', planCode: 'PLN_1' });
  });
});

describe('the frame id', () => {
  it('is 5 random alphanumeric characters', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomFrameId()));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(ids.size).toBeGreaterThan(190);
    expect(randomFrameId(() => 0)).toBe('AAAAA');
    expect(randomFrameId(() => 0.9999)).toBe('99999');
  });
});

describe('the inline checkout', () => {
  it('asks the provider, opens the frame with the access code and frame id, and calls onLoad', async () => {
    const { checkout, frames, requestInline } = harness();
    const onLoad = vi.fn();
    const tx = await checkout.newTransaction({
      ...base,
      connect_account: 'ACCT_c',
      colour: 'x',
      onLoad,
    });
    expect(requestInline).toHaveBeenCalledWith(base, { connectAccount: 'ACCT_c' });
    expect(tx.state).toBe('active');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.url).toBe(`/pay?access_code=code-7&frame_id=${frames[0]!.frameId}`);
    frames[0]!.send('loaded:checkout');
    expect(frames[0]!.loaded).toBe(true);
    frames[0]!.send('loaded:transaction', { id: 7, email: 'ada@example.com' });
    expect(onLoad).toHaveBeenCalledWith({
      id: 7,
      accessCode: 'code-7',
      customer: { email: 'ada@example.com' },
    });
  });

  it('on success: inactive, frame closed, onSuccess with the reference', async () => {
    const { checkout, frames } = harness();
    const onSuccess = vi.fn();
    const onCancel = vi.fn();
    const tx = await checkout.newTransaction({ ...base, onSuccess, onCancel });
    frames[0]!.send('success', { reference: 'REF-1', trans: '7', message: 'Approved' });
    expect(onSuccess).toHaveBeenCalledWith({
      status: 'success',
      reference: 'REF-1',
      trans: '7',
      message: 'Approved',
    });
    expect(onCancel).not.toHaveBeenCalled();
    expect(tx.state).toBe('success');
    expect(tx.isActive).toBe(false);
    expect(frames[0]!.closed).toBe(true);
    expect(checkout.activeTransaction()).toBeNull();
    // A late message of the ended transaction changes nothing.
    frames[0]!.send('cancel');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('on cancel or close: inactive, onCancel (and onClose)', async () => {
    for (const event of ['cancel', 'close'] as const) {
      const { checkout, frames } = harness();
      const onCancel = vi.fn();
      const onClose = vi.fn();
      const tx = await checkout.newTransaction({ ...base, onCancel, onClose });
      frames[0]!.send(event);
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(tx.state).toBe('cancelled');
      expect(tx.providerStatus).toBe('abandoned');
      expect(frames[0]!.closed).toBe(true);
    }
  });

  it('when the diner dismisses the overlay: cancelled like a close', async () => {
    const { checkout, frames } = harness();
    const onCancel = vi.fn();
    const tx = await checkout.newTransaction({ ...base, onCancel });
    frames[0]!.dismiss();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(tx.state).toBe('cancelled');
  });

  it('on a pending bank transfer: cancelled plus onBankTransferConfirmationPending', async () => {
    const { checkout, frames } = harness();
    const onCancel = vi.fn();
    const onSuccess = vi.fn();
    const onBankTransferConfirmationPending = vi.fn();
    const tx = await checkout.newTransaction({
      ...base,
      onCancel,
      onSuccess,
      onBankTransferConfirmationPending,
    });
    frames[0]!.send('transfer:pending', { reference: 'REF-2' });
    expect(onBankTransferConfirmationPending).toHaveBeenCalledWith({ reference: 'REF-2' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(tx.state).toBe('transfer_pending');
    expect(frames[0]!.closed).toBe(true);
  });

  it('on an error message: onError; a setup error also closes the checkout', async () => {
    const { checkout, frames } = harness();
    const onError = vi.fn();
    const tx = await checkout.newTransaction({ ...base, onError });
    frames[0]!.send('error', { message: 'Card form failed to load a font' });
    expect(onError).toHaveBeenLastCalledWith({ message: 'Card form failed to load a font' });
    expect(tx.isActive).toBe(true);
    frames[0]!.send('error', { message: 'Transaction not found', setup: true });
    expect(onError).toHaveBeenLastCalledWith({ message: 'Transaction not found' });
    expect(tx.isActive).toBe(false);
    expect(frames[0]!.closed).toBe(true);
  });

  it('ignores messages from another frame', async () => {
    const { checkout, frames } = harness();
    const onSuccess = vi.fn();
    await checkout.newTransaction({ ...base, onSuccess });
    frames[0]!.send('success', { reference: 'FORGED' }, 'zzzzz');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(checkout.activeTransaction()).not.toBeNull();
  });

  it('throws the message of a status false answer and calls onError with status false', async () => {
    const { checkout, frames } = harness({
      requestInline: async () => ({ status: false, message: 'Invalid key' }),
    });
    const onError = vi.fn();
    await expect(checkout.newTransaction({ ...base, onError })).rejects.toThrow('Invalid key');
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Invalid key' });
    expect(frames).toHaveLength(0);

    const offline = harness({
      verifyAccessCode: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const onOfflineError = vi.fn();
    await expect(
      offline.checkout.resumeTransaction('code-1', { onError: onOfflineError }),
    ).rejects.toThrow(inlineTexts.unreachable);
    expect(onOfflineError).toHaveBeenCalledWith({
      status: false,
      message: inlineTexts.unreachable,
    });
  });

  it('resumes a server-created transaction by access code without any other parameter', async () => {
    const { checkout, frames, requestInline, verifyAccessCode } = harness();
    const tx = await checkout.newTransaction({ accessCode: 'srv-code' });
    expect(requestInline).not.toHaveBeenCalled();
    expect(verifyAccessCode).toHaveBeenCalledWith('srv-code');
    expect(tx.accessCode).toBe('srv-code');
    expect(frames[0]!.url).toContain('access_code=srv-code');
  });

  it('reuses a transaction with identical parameters whose status is empty or abandoned', async () => {
    const { checkout, frames, requestInline } = harness();
    const first = await checkout.newTransaction({ ...base, metadata: { a: 1, b: 2 } });
    frames[0]!.send('cancel');
    const again = await checkout.newTransaction({
      metadata: { b: 2, a: 1 },
      ...base,
      onSuccess: () => {},
    });
    expect(again).toBe(first);
    expect(requestInline).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(2);
    expect(frames[1]!.frameId).not.toBe('');

    // Different parameters: a new transaction.
    frames[1]!.send('close');
    await checkout.newTransaction({ ...base, amount: 500000 });
    expect(requestInline).toHaveBeenCalledTimes(2);
  });

  it('does not reuse a transaction that was paid or is waiting for a transfer', async () => {
    const { checkout, frames, requestInline } = harness();
    await checkout.newTransaction(base);
    frames[0]!.send('success', { reference: 'R' });
    await checkout.newTransaction(base);
    expect(requestInline).toHaveBeenCalledTimes(2);
    frames[1]!.send('transfer:pending', { reference: 'R2' });
    await checkout.newTransaction(base);
    expect(requestInline).toHaveBeenCalledTimes(3);

    const started = harness({
      requestInline: async () => answer({ transaction_status: 'ongoing' }),
    });
    await started.checkout.newTransaction(base);
    started.frames[0]!.dismiss();
    // Dismissing marks it abandoned on our side, so identical parameters may reuse it.
    await started.checkout.newTransaction(base);
    expect(started.requestInline).toHaveBeenCalledTimes(1);
  });

  it('cancels the active checkout when a new one starts', async () => {
    const { checkout, frames } = harness();
    const onCancel = vi.fn();
    const first = await checkout.newTransaction({ ...base, onCancel });
    const second = await checkout.resumeTransaction('other-code');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(first.state).toBe('cancelled');
    expect(frames[0]!.closed).toBe(true);
    expect(checkout.activeTransaction()).toBe(second);
    checkout.cancelTransaction(second.id);
    expect(second.state).toBe('cancelled');
    expect(checkout.activeTransaction()).toBeNull();
  });
});
