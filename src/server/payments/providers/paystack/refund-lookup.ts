import type { AbsentRefund, ProviderRefund, UnknownRefund } from '@server/payments/providers/types';
import { z } from 'zod';

/**
 * Finds the refund we asked for under our key, after its answer was lost. Paystack takes no
 * idempotency header: the key rides in merchant_note, and that key alone identifies the refund
 * (the listed refund's transaction comes as a reference, a numeric id or an object, depending on
 * the API's version). "Absent" means the whole list of the refunds since ours was read and none
 * carries the key: the only answer on which a refund may be sent again. An entry that cannot be
 * read, ours with a status that cannot be read, or a list that ends before its last page is
 * "unknown": it is looked up again later, never sent again.
 */
export type PaystackCall = (
  method: 'GET',
  path: string,
) => Promise<{ httpStatus: number; json: unknown }>;

type Found = ProviderRefund | AbsentRefund | UnknownRefund;

const envelope = z.object({ status: z.boolean() });
const readableRefund = z.object({ id: z.union([z.number(), z.string()]), status: z.string() });
const fetchResponse = envelope.extend({ data: readableRefund });
const listResponse = envelope.extend({
  data: z.array(z.unknown()),
  meta: z
    .object({
      pageCount: z.number().int().optional().catch(undefined),
      total: z.number().int().optional().catch(undefined),
    })
    .nullish()
    .catch(null),
});
const LIST_PAGE_SIZE = 100;
const LIST_MAX_PAGES = 50;

/** Paystack refund statuses to ours: money back, on its way, waiting for the diner, or not happening. */
export function refundStatusOf(status: string): ProviderRefund['status'] {
  if (status === 'processed') return 'refunded';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'needs-attention') return 'needs_attention';
  return 'pending';
}

const idOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;

/** One listed entry: not ours, unreadable (no merchant_note to tell), or ours as far as readable. */
function readEntry(entry: unknown, key: string): 'other' | 'unreadable' | Found {
  const note = (entry as { merchant_note?: unknown } | null)?.merchant_note;
  if (typeof note !== 'string') return 'unreadable';
  if (note !== key) return 'other';
  const parsed = readableRefund.safeParse(entry);
  if (!parsed.success)
    return { status: 'unknown', providerRefundId: idOf((entry as { id?: unknown }).id) };
  return { status: refundStatusOf(parsed.data.status), providerRefundId: String(parsed.data.id) };
}

/** GET /refund/{id}: null when Paystack does not know the id. */
async function byId(call: PaystackCall, id: string): Promise<Found | null> {
  const { httpStatus, json } = await call('GET', `/refund/${encodeURIComponent(id)}`);
  if (httpStatus === 404) return null;
  const parsed = fetchResponse.safeParse(json);
  if (!parsed.success || !parsed.data.status) return { status: 'unknown', providerRefundId: id };
  const d = parsed.data.data;
  return { status: refundStatusOf(d.status), providerRefundId: String(d.id) };
}

/** GET /refund, page after page, over the refunds made since ours started. */
async function inList(call: PaystackCall, key: string, since: Date): Promise<Found> {
  const from = new Date(since.getTime() - 60_000).toISOString();
  const to = new Date(Date.now() + 60_000).toISOString();
  const ours: Found[] = [];
  const seen = new Set<string>();
  let unreadable = false;
  let total: number | undefined;
  let complete = false;
  for (let page = 1; page <= LIST_MAX_PAGES && !complete; page += 1) {
    const query = new URLSearchParams({
      from,
      to,
      perPage: String(LIST_PAGE_SIZE),
      page: String(page),
    });
    const { json } = await call('GET', `/refund?${query}`);
    const parsed = listResponse.safeParse(json);
    if (!parsed.success || !parsed.data.status) return { status: 'unknown' };
    for (const entry of parsed.data.data) {
      const id = idOf((entry as { id?: unknown } | null)?.id);
      if (id !== undefined) seen.add(id);
      const read = readEntry(entry, key);
      if (read === 'unreadable') unreadable = true;
      else if (read !== 'other') ours.push(read);
    }
    // A key retried after a definitive refusal may have a failed refund and a live one: the live
    // one counts, and it is the newer (the list is newest first).
    const live = ours.find((r) => r.status !== 'failed' && r.status !== 'unknown');
    if (live) return live;
    const { pageCount } = parsed.data.meta ?? {};
    total = parsed.data.meta?.total ?? total;
    // The page size Paystack answers with may be smaller than asked: its page count, or an empty
    // page, ends the list, never a short page.
    complete = parsed.data.data.length === 0 || (pageCount !== undefined && page >= pageCount);
  }
  const partial = ours.find((r) => r.status === 'unknown');
  if (partial) return partial;
  const whole = complete && !unreadable && (total === undefined || seen.size >= total);
  if (!whole) return { status: 'unknown' };
  return ours[0] ?? { status: 'absent' };
}

export async function findPaystackRefund(
  call: PaystackCall,
  input: { idempotencyKey: string; providerRefundId?: string; since: Date },
): Promise<Found> {
  const fetched = input.providerRefundId ? await byId(call, input.providerRefundId) : null;
  if (fetched && fetched.status !== 'unknown') return fetched;
  // No id, one Paystack does not know, or an answer about it that cannot be read: the list.
  const listed = await inList(call, input.idempotencyKey, input.since);
  if (listed.status === 'absent') return fetched ?? listed;
  if (listed.status === 'unknown' && !listed.providerRefundId && fetched) return fetched;
  return listed;
}
