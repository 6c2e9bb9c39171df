/**
 * The customers' figures (order_customers, kept by trigger) against a recount of the orders: the
 * customers where the two differ. Spent = totals less refunds (a canceled order's refund_minor,
 * else its whole total), orders = those not canceled, contact = the latest order's.
 */

import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

export async function customerMismatches(db: Db): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql`
    with recount as (
      select user_id, count(*)::bigint as placed,
        count(*) filter (where status <> 'canceled')::bigint as orders,
        coalesce(sum(total_minor::bigint - case when status = 'canceled'
          then coalesce(refund_minor, total_minor) else 0 end), 0)::bigint as spent,
        max(created_at) as last_at,
        (array_agg(customer_name order by created_at desc, id desc))[1] as name,
        (array_agg(email order by created_at desc, id desc))[1] as email,
        (array_agg(customer_phone order by created_at desc, id desc))[1] as phone
      from orders where user_id is not null group by user_id
    )
    select coalesce(r.user_id, c.user_id) as user_id, r.placed, c.placed as kept_placed,
      r.orders, c.orders as kept_orders, r.spent, c.spent_minor as kept_spent,
      r.name, c.name as kept_name, r.email, c.email as kept_email
    from recount r full join order_customers c on c.user_id = r.user_id
    where r.user_id is null or c.user_id is null or r.placed <> c.placed
      or r.orders <> c.orders or r.spent <> c.spent_minor or r.last_at <> c.last_order_at
      or r.name <> c.name or r.email <> c.email or r.phone <> c.phone`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}
