import { siteNavTexts } from '@shared/site-nav';
import { admin, customer, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopNav } from './TopNav';

const mainNav = () => screen.getByRole('navigation', { name: siteNavTexts.label });
const link = (name: string) => within(mainNav()).queryByRole('link', { name });

// One list of links serves the phone's folded menu and the desk's bar alike (CSS only lays it
// out differently), so what it holds is what both offer.
describe('the storefront navigation', () => {
  it('offers Book a table to everyone, and My orders once a diner is signed in', async () => {
    await renderScreen(<TopNav />, { path: '/', user: customer });
    expect(link('Book a table')).toHaveAttribute('href', '/Reservation');
    expect(link('My orders')).toHaveAttribute('href', '/user/present-orders');
    expect(link('Menu')).toHaveAttribute('href', '/Menu');
  });

  it('leaves My orders out for a guest and for staff viewing the store', async () => {
    const guest = await renderScreen(<TopNav />, { path: '/', user: null });
    expect(link('Book a table')).toHaveAttribute('href', '/Reservation');
    expect(link('My orders')).toBeNull();
    expect(link(siteNavTexts.logIn)).toBeVisible();
    guest.unmount();
    await renderScreen(<TopNav />, { path: '/', user: admin });
    expect(link('My orders')).toBeNull();
  });
});
