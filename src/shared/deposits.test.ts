import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canMove } from './booking-stages';
import {
  DEPOSIT_HOLD_MINUTES,
  DEPOSIT_STATUSES,
  type DepositStatus,
  depositAfterMove,
  depositFor,
  depositHoldEndsAt,
  depositRefundKey,
  depositTexts,
  parseDepositInput,
  reservationIdOfDepositKey,
} from './deposits';

const rules = { depositFromParty: 6, depositPerGuestMinor: 5_000_00 };

describe('depositFor: parties at or above the size pay per guest', () => {
  it.each([
    [1, 0],
    [5, 0],
    [6, 30_000_00],
    [8, 40_000_00],
    [20, 100_000_00],
  ])('%i guests → %i', (guests, minor) => {
    expect(depositFor(guests, rules)).toBe(minor);
  });

  it('0 per guest asks nothing, whatever the party', () => {
    expect(depositFor(20, { ...rules, depositPerGuestMinor: 0 })).toBe(0);
  });

  it('from a party of 1, everyone pays', () => {
    expect(depositFor(1, { depositFromParty: 1, depositPerGuestMinor: 100 })).toBe(100);
  });
});

describe('depositAfterMove: what a move does to the money', () => {
  /** Written out for every status the booking can move to from one holding a deposit. */
  const EXPECTED: Record<string, DepositStatus> = {
    'paid>canceled': 'refunding',
    'paid>declined': 'refunding',
    'paid>expired': 'refunding',
    'paid>no_show': 'kept',
    'awaiting>canceled': 'unpaid',
    'awaiting>expired': 'unpaid',
  };
  const cases = DEPOSIT_STATUSES.flatMap((deposit) =>
    BOOKING_STATUSES.map((to) => [deposit, to] as const),
  );
  it.each(cases)('%s, booking moves to %s', (deposit, to) => {
    expect(depositAfterMove(deposit, to)).toBe(EXPECTED[`${deposit}>${to}`] ?? deposit);
  });

  it('a booking without a deposit stays without one', () => {
    for (const to of BOOKING_STATUSES) expect(depositAfterMove(null, to)).toBeNull();
  });

  it('every way a held booking with a paid deposit ends either refunds it, keeps it (no-show) or keeps it paid (a visit)', () => {
    for (const from of ['pending', 'confirmed', 'seated'] as const)
      for (const to of BOOKING_STATUSES.filter((s) => canMove(from, s))) {
        const after = depositAfterMove('paid', to);
        if (to === 'no_show') expect(after).toBe('kept');
        else if (['canceled', 'declined', 'expired'].includes(to)) expect(after).toBe('refunding');
        else expect(after).toBe('paid');
      }
  });
});

describe('depositHoldEndsAt', () => {
  const now = new Date('2031-05-20T09:00:00Z'); // 10:00 in Lagos
  it(`holds ${DEPOSIT_HOLD_MINUTES} minutes`, () => {
    expect(depositHoldEndsAt(now, '2031-05-21', '19:00', 'Africa/Lagos').toISOString()).toBe(
      '2031-05-20T09:15:00.000Z',
    );
  });
  it('never past the start', () => {
    expect(depositHoldEndsAt(now, '2031-05-20', '10:10', 'Africa/Lagos').toISOString()).toBe(
      '2031-05-20T09:10:00.000Z',
    );
  });
});

describe('parseDepositInput: the owner types money, 0 or blank for none', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['5000', 5_000_00],
    ['5,000.50', 5_000_50],
    ['NGN 2,500', 2_500_00],
    ['-5', null],
    ['+5', null],
    ['5,00', null],
    ['five', null],
  ])('%j → %j', (text, minor) => {
    expect(parseDepositInput(text)).toBe(minor);
  });
});

describe('the wizard’s words', () => {
  it('name the amount per guest, the total, the hold and the cutoff', () => {
    const words = depositTexts.wizardNotice(5_000_00, 6, 2);
    expect(words).toContain('NGN 5,000.00 per guest: NGN 30,000.00 for 6');
    expect(words).toContain(`${DEPOSIT_HOLD_MINUTES} minutes`);
    expect(words).toContain('up to 2 hours before');
    expect(depositTexts.wizardNotice(100, 6, 1)).toContain('up to 1 hour before');
    expect(depositTexts.wizardNotice(100, 6, 0)).toContain('before the booking starts');
  });
});

describe('a deposit in words', () => {
  const d = (status: DepositStatus) => ({
    amountMinor: 30_000_00,
    status,
    holdUntil: status === 'awaiting' ? '2031-05-20T09:15:00.000Z' : null,
  });
  it.each([
    [
      'awaiting',
      'NGN 30,000.00, awaited (held until 10:15)',
      'NGN 30,000.00, to pay (held until 10:15)',
    ],
    ['paid', 'NGN 30,000.00, paid', 'NGN 30,000.00, paid'],
    ['refunding', 'NGN 30,000.00, being refunded', 'NGN 30,000.00, on its way back to your card'],
    ['refunded', 'NGN 30,000.00, refunded', 'NGN 30,000.00, refunded'],
    ['kept', 'NGN 30,000.00, kept (no-show)', 'NGN 30,000.00, kept (missed booking)'],
    ['unpaid', 'NGN 30,000.00, not paid', 'NGN 30,000.00, not paid'],
  ] as const)('%s: the staff’s and the diner’s words', (status, staff, diner) => {
    expect(depositTexts.value(d(status), { timeZone: 'Africa/Lagos' })).toBe(staff);
    expect(depositTexts.value(d(status), { forDiner: true, timeZone: 'Africa/Lagos' })).toBe(diner);
    expect(depositTexts.staffLine(d(status), 'Africa/Lagos')).toBe(`Deposit ${staff}`);
  });
});

describe('the refund key', () => {
  it('names the booking, and only a deposit key is read back', () => {
    const id = '0b5d3c1e-9f5a-4c1b-8a43-2f0d2f2a9c11';
    expect(reservationIdOfDepositKey(depositRefundKey(id))).toBe(id);
    expect(reservationIdOfDepositKey(`order:${id}`)).toBeNull();
    expect(reservationIdOfDepositKey(null)).toBeNull();
  });
});
