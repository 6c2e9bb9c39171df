import { describe, expect, it } from 'vitest';
import {
  can,
  isStaff,
  PERMISSIONS,
  ROLES,
  rolePermissions,
  STAFF_ROLES,
  staffHome,
} from './permissions';

const holders = (permission: (typeof PERMISSIONS)[number]) =>
  ROLES.filter((role) => can(role, permission));

describe('the permission table', () => {
  it('gives the owner every permission and customers none', () => {
    for (const permission of PERMISSIONS) expect(can('owner', permission)).toBe(true);
    for (const permission of PERMISSIONS) expect(can('customer', permission)).toBe(false);
    expect(can(null, 'orders.manage')).toBe(false);
    expect(can(undefined, 'kitchen.board')).toBe(false);
  });

  it('keeps staff, settings, refunds and the audit log for the owner alone', () => {
    expect(holders('staff.manage')).toEqual(['owner']);
    expect(holders('settings.edit')).toEqual(['owner']);
    expect(holders('refunds.issue')).toEqual(['owner']);
    expect(holders('audit.view')).toEqual(['owner']);
  });

  it("shows customers' personal data to the owner and the manager only", () => {
    expect(holders('customers.view')).toEqual(['owner', 'manager']);
  });

  it('lets the manager run orders, reservations, the menu and reports', () => {
    for (const permission of [
      'orders.manage',
      'kitchen.board',
      'menu.edit',
      'soldout.edit',
      'reservations.manage',
      'reports.view',
      'customers.view',
    ] as const)
      expect(can('manager', permission), permission).toBe(true);
  });

  it('lets every staff member on shift pause online orders, and no customer', () => {
    expect(holders('ordering.pause')).toEqual(['owner', 'manager', 'kitchen', 'host']);
  });

  it('limits the kitchen to the board and sold-out, and the host to reservations', () => {
    expect(rolePermissions.kitchen).toEqual([
      'kitchen.board',
      'orders.watch',
      'soldout.edit',
      'ordering.pause',
    ]);
    expect(rolePermissions.host).toEqual(['reservations.manage', 'ordering.pause']);
    expect(can('kitchen', 'menu.edit')).toBe(false);
    expect(can('kitchen', 'reports.view')).toBe(false);
    expect(can('host', 'kitchen.board')).toBe(false);
  });

  it('names only known permissions, each once', () => {
    for (const role of ROLES) {
      const list = rolePermissions[role];
      expect(new Set(list).size, role).toBe(list.length);
      for (const permission of list) expect(PERMISSIONS).toContain(permission);
    }
  });

  it('tells staff from customers and sends each role to a page it may open', () => {
    expect(STAFF_ROLES.every(isStaff)).toBe(true);
    expect(isStaff('customer')).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(staffHome('owner')).toBe('/admin/overview');
    expect(staffHome('manager')).toBe('/admin/overview');
    expect(staffHome('kitchen')).toBe('/admin/kitchen');
    expect(staffHome('host')).toBe('/admin/reservations');
  });
});
