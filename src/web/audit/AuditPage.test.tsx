import { type AuditEntry, auditTexts as t } from '@shared/audit';
import { fetchStub, type RecordedCall } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AuditPage from './AuditPage';

const stageChange: AuditEntry = {
  id: '0b0f7a52-0f5e-4b8e-9d44-3c1f1f0a0001',
  // 22:30 UTC is 23:30 in Lagos: the restaurant's clock, whatever the browser's.
  at: '2026-11-20T22:30:00.000Z',
  actor: {
    id: '6c1f7a52-0f5e-4b8e-9d44-3c1f1f0a0009',
    email: 'chef@staff.example',
    role: 'kitchen',
  },
  action: 'order.stage',
  subjectType: 'order',
  subjectId: 'TV-ABC123',
  summary: 'Order #1042: new → accepted',
  before: { stage: 'new' },
  after: { stage: 'accepted' },
};
const page = (entries: AuditEntry[], next: string | null = null) => ({
  entries,
  pageSize: 50,
  start: entries.length ? 1 : 0,
  total: entries.length,
  totalCapped: false,
  next,
  prev: null,
  timeZone: 'Africa/Lagos',
});
const staffList = {
  members: [
    {
      id: stageChange.actor.id,
      name: 'Chef',
      email: 'chef@staff.example',
      role: 'kitchen',
      status: 'active',
      lastSignInAt: null,
      since: '2026-01-01T00:00:00.000Z',
    },
  ],
  invitations: [],
};

describe('back office: the audit log', () => {
  it('shows when on the restaurant clock, who with their role, what, and the order it is about', async () => {
    fetchStub
      .on('GET', '/api/admin/audit', page([stageChange]))
      .on('GET', '/api/admin/staff', staffList);
    const { events } = await renderScreen(<AuditPage />, { path: '/admin/audit', user: admin });
    const row = (await screen.findByText(stageChange.summary)).closest('tr')!;
    expect(row).toHaveTextContent('20 Nov 2026, 23:30');
    expect(row).toHaveTextContent('chef@staff.example');
    expect(row).toHaveTextContent('Kitchen');
    expect(within(row).getByRole('link', { name: 'Order TV-ABC123' })).toHaveAttribute(
      'href',
      '/admin/orders?search=TV-ABC123',
    );
    expect(screen.queryByText(t.before)).not.toBeInTheDocument();
    await events.click(within(row).getByRole('button', { name: t.showChanges }));
    expect(screen.getByText(t.before)).toBeInTheDocument();
    expect(screen.getByText(/"accepted"/)).toBeInTheDocument();
  });

  it('filters by kind and person, pages with the cursor, and says when nothing matches', async () => {
    fetchStub
      .on('GET', '/api/admin/audit', (call: RecordedCall) =>
        call.query.get('action') === 'settings.update'
          ? page([])
          : page([stageChange], call.query.get('before') ? null : 'cursor-2'),
      )
      .on('GET', '/api/admin/staff', staffList);
    const { events } = await renderScreen(<AuditPage />, { path: '/admin/audit', user: admin });
    await screen.findByText(stageChange.summary);
    await events.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByText(stageChange.summary);
    expect(fetchStub.callsTo('GET', '/api/admin/audit').at(-1)?.query.get('before')).toBe(
      'cursor-2',
    );

    await events.selectOptions(await screen.findByLabelText(t.who), 'chef@staff.example');
    await screen.findByText(stageChange.summary);
    const last = () => fetchStub.callsTo('GET', '/api/admin/audit').at(-1)?.query;
    expect(last()?.get('actor')).toBe(stageChange.actor.id);
    // A new filter starts again at the first page.
    expect(last()?.get('before')).toBeNull();

    await events.selectOptions(screen.getByLabelText(t.what), 'settings.update');
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(last()?.get('action')).toBe('settings.update');
  });
});
