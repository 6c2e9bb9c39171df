import { describe, expect, it } from 'vitest';
import { isConnectionLost, onlyReads } from './connection-lost';

describe('a lost database connection', () => {
  it('is told by its SQLSTATE, its socket error or the driver, also when wrapped', () => {
    const terminated = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    const refused = Object.assign(new Error('connect'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(isConnectionLost(refused)).toBe(true);
    // A statement's own failure, or a missing file, is not the connection's.
    expect(isConnectionLost(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(
      isConnectionLost(Object.assign(new Error('x'), { code: 'ENOENT', syscall: 'open' })),
    ).toBe(false);
  });

  it('is sent again only for a statement that reads and writes nothing', () => {
    expect(onlyReads('select "id", "updated_at" from "orders" where "id" = $1')).toBe(true);
    expect(onlyReads('with x as (select 1) select * from x')).toBe(true);
    for (const text of [
      'insert into orders values (1)',
      'with moved as (update orders set stage = $1 returning id) select * from moved',
      'select id from orders for update',
      'select id from orders for share',
      'select pg_notify($1, $2)',
      'select pg_try_advisory_xact_lock(1)',
      "select nextval('orders_number_seq')",
      'select * into copy from orders',
    ])
      expect(onlyReads(text), text).toBe(false);
  });
});
