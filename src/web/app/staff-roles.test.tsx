import type { PublicUser } from '@shared/schemas/auth';
import { admin, customer, nowAt, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminLayout, RequirePermission, StaffHome } from './admin-area';
import { RequireCustomer } from './guards';
import { StaffViewBanner } from './StaffViewBanner';

const kitchen: PublicUser = { ...admin, id: 'cook-1', role: 'kitchen', username: 'Cook' };
const host: PublicUser = { ...admin, id: 'host-1', role: 'host', username: 'Host' };
const menuLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  await screen.findByRole('link', { name: 'View the store' });
  return [...nav.querySelectorAll('a')].map((a) => a.textContent);
};

describe('the back office per role', () => {
  it('shows the kitchen only the board and the sold-out switches', async () => {
    await renderScreen(<AdminLayout>{null}</AdminLayout>, {
      path: '/admin/kitchen',
      user: kitchen,
    });
    expect(await menuLinks()).toEqual(['Kitchen', 'Menu', 'View the store']);
  });

  it('shows the host only reservations', async () => {
    await renderScreen(<AdminLayout>{null}</AdminLayout>, {
      path: '/admin/reservations',
      user: host,
    });
    expect(await menuLinks()).toEqual(['Reservations', "Today's floor", 'View the store']);
  });

  it('shows the owner every page, settings included', async () => {
    await renderScreen(<AdminLayout>{null}</AdminLayout>, { path: '/admin/overview', user: admin });
    const links = await menuLinks();
    expect(links).toContain('Settings');
    expect(links).toContain('Dashboard');
    expect(links).toContain('Categories');
    expect(links).toContain('Reports');
    expect(links).toContain('Staff');
    expect(links).toContain('Customers');
    expect(links).toContain('New phone order');
    expect(links).toContain('Audit log');
    expect(links).toHaveLength(17);
  });

  it('marks only "New phone order" as the current page on it, not "Orders" too', async () => {
    await renderScreen(<AdminLayout>{null}</AdminLayout>, {
      path: '/admin/orders/new',
      user: admin,
    });
    await menuLinks();
    expect(screen.getByRole('link', { name: 'New phone order' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('sends a role to its own home from a page it may not open', async () => {
    await renderScreen(
      <RequirePermission permission="settings.edit">
        <p>Settings form</p>
      </RequirePermission>,
      { path: '/admin/settings', user: kitchen },
    );
    expect(await screen.findByText(nowAt('/admin/kitchen'))).toBeInTheDocument();
    expect(screen.queryByText('Settings form')).not.toBeInTheDocument();
  });

  it('opens the back office at the home of each role', async () => {
    await renderScreen(<StaffHome />, { path: '/admin', user: host });
    expect(await screen.findByText(nowAt('/admin/reservations'))).toBeInTheDocument();
  });

  it('sends staff from a diner page (the cart) to their home', async () => {
    await renderScreen(
      <RequireCustomer>
        <p>Cart</p>
      </RequireCustomer>,
      { path: '/cart', user: host },
    );
    // The back office's door; its index (StaffHome) sends each role on to its own home.
    expect(await screen.findByText(nowAt('/admin'))).toBeInTheDocument();
  });
});

describe('the staff view of the store', () => {
  it('marks the store as a staff view, with the way back', async () => {
    await renderScreen(<StaffViewBanner />, { path: '/Menu', user: kitchen });
    const banner = await screen.findByRole('note', { name: 'Staff view' });
    expect(banner).toHaveTextContent('Staff accounts cannot order');
    expect(screen.getByRole('link', { name: 'Back to the back office' })).toHaveAttribute(
      'href',
      '/admin/kitchen',
    );
  });

  it('shows diners no banner', async () => {
    await renderScreen(
      <>
        <StaffViewBanner />
        <p>Menu</p>
      </>,
      { path: '/Menu', user: customer },
    );
    await screen.findByText('Menu');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note', { name: 'Staff view' })).not.toBeInTheDocument();
  });
});
