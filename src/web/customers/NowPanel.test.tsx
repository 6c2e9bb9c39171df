import { nowTexts as t } from '@shared/customers';
import type { PublicUser } from '@shared/schemas/auth';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NowPanel } from './NowPanel';

const as = (role: PublicUser['role']): PublicUser => ({ ...admin, role });
const stubNow = () =>
  fetchStub
    .on('GET', '/api/admin/now/orders', { waiting: 3, late: 1 })
    .on('GET', '/api/admin/now/bookings', { toConfirm: 2, tonightCovers: 14, date: '2026-11-24' });

const figure = async (label: string) =>
  (await screen.findByText(label)).closest('a') as HTMLAnchorElement;

describe('back office: the Now panel', () => {
  it('gives the owner every count, each a link to its filtered list', async () => {
    stubNow();
    await renderScreen(<NowPanel />, { path: '/admin/overview', user: admin });
    const panel = await screen.findByRole('region', { name: t.title });
    expect(await within(panel).findByText('14')).toBeInTheDocument();
    expect(await figure(t.waiting)).toHaveAttribute('href', '/admin/orders?stage=new');
    expect(await figure(t.waiting)).toHaveTextContent('3');
    expect(await figure(t.late)).toHaveAttribute('href', '/admin/kitchen');
    expect(await figure(t.toConfirm)).toHaveAttribute('href', '/admin/reservations?status=pending');
    expect(await figure(t.covers)).toHaveTextContent('14');
  });

  it('shows the kitchen only the orders, and never asks for the bookings', async () => {
    stubNow();
    await renderScreen(<NowPanel />, { path: '/admin/kitchen', user: as('kitchen') });
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(await figure(t.waiting)).toHaveAttribute('href', '/admin/kitchen');
    expect(screen.queryByText(t.toConfirm)).toBeNull();
    expect(fetchStub.callsTo('GET', '/api/admin/now/bookings')).toHaveLength(0);
  });

  it('shows the host only the bookings, and never asks for the orders', async () => {
    stubNow();
    await renderScreen(<NowPanel />, { path: '/admin/reservations', user: as('host') });
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(await figure(t.toConfirm)).toHaveTextContent('2');
    expect(screen.queryByText(t.waiting)).toBeNull();
    expect(fetchStub.callsTo('GET', '/api/admin/now/orders')).toHaveLength(0);
  });
});
