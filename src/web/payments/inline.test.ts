import type { CheckoutFrameMessage } from '@shared/payments';
import { describe, expect, it, vi } from 'vitest';
import { InlineCheckout } from './inline';
import { inlineTexts } from './inline-params';
import type { FrameHost, InlineApiResponse, ProviderApi } from './inline-types';

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
