import { type AttentionItem, attentionTexts as t } from '@shared/attention';
import { formatMoney } from '@shared/money';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NeedsAttention } from './NeedsAttention';

const refunded: AttentionItem = {
  kind: 'late_payment_refunded',
  reference: 'TVP-LATE-1',
  customerEmail: 'ada@example.com',
  customerName: 'Ada Obi',
  amountMinor: 9500_00,
  currency: 'NGN',
  at: '2026-11-20T10:00:00.000Z',
  refundStatus: t.refundStates.pending!,
  whatHappened: t.lateRefundedHappened('Your cart changed'),
  whatToDo: t.lateRefundedTodo,
};
const recorded: AttentionItem = {
  kind: 'late_payment_recorded',
  reference: 'TVP-LATE-2',
  customerEmail: 'bo@example.com',
  customerName: 'Bo Eze',
  amountMinor: 5000_00,
  currency: 'NGN',
  at: '2026-11-20T09:00:00.000Z',
  whatHappened: t.lateRecordedHappened,
  whatToDo: t.lateRecordedTodo,
};

const open = () => renderScreen(<NeedsAttention />, { path: '/admin/overview', user: admin });

describe('back office: needs attention', () => {
  it('lists each item with what happened and what the owner must do', async () => {
    fetchStub.on('GET', '/api/admin/attention', { items: [refunded, recorded] });
    await open();
    const panel = await screen.findByRole('region', { name: new RegExp(t.title) });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(t.kinds.late_payment_refunded);
    expect(items[0]).toHaveTextContent('TVP-LATE-1');
    expect(items[0]).toHaveTextContent(formatMoney(9500_00));
    expect(items[0]).toHaveTextContent(t.lateRefundedTodo);
    expect(items[0]).toHaveTextContent(`${t.refundStatus}: ${t.refundStates.pending}`);
    expect(items[1]).toHaveTextContent(t.kinds.late_payment_recorded);
    expect(items[1]).toHaveTextContent(t.lateRecordedTodo);
  });

  it('says when nothing needs attention', async () => {
    fetchStub.on('GET', '/api/admin/attention', { items: [] });
    await open();
    expect(await screen.findByText(t.empty)).toBeVisible();
  });
});
