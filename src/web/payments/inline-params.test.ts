import { describe, expect, it } from 'vitest';
import { randomFrameId } from './inline-frame';
import { inlineTexts, normalizeTransactionParams } from './inline-params';

const base = { key: 'pk_test_1', amount: 450000, email: 'ada@example.com' };

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
