import {
  ADMIN_ORDER_FILTER_OPTIONS,
  ADMIN_ORDER_FILTERS,
  type AdminOrderFilter,
  ORDER_SEARCH_MAX_LENGTH,
  adminTexts as t,
} from '@shared/admin';
import { formatTotal } from '@shared/paging';
import { staffOrderTexts } from '@shared/staff-orders';
import { Link, useSearchParams } from '@web/lib/router';
import { OrderList, useOrderStream } from '@web/orders';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminOrderFilters, readListFilters } from './AdminOrderFilters';
import { AdminOrderItem } from './AdminOrderItem';
import { adminKeys, useAdminOrdersQuery, useMarkDeliveredMutation } from './api';
import '@web/orders/orders.css';
import './admin.css';

const SEARCH_DELAY_MS = 250;

/** Filter, search text and the page's cursor live in the address: reload, back and shared links keep them. */
function useOrdersParams() {
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get('filter');
  const filter: AdminOrderFilter = (ADMIN_ORDER_FILTERS as readonly string[]).includes(
    rawFilter ?? '',
  )
    ? (rawFilter as AdminOrderFilter)
    : 'all';
  const search = (params.get('search') ?? '').slice(0, ORDER_SEARCH_MAX_LENGTH);
  const cursor = params.get('cursor') || undefined;
  const update = useCallback(
    (changes: {
      filter?: AdminOrderFilter;
      search?: string;
      cursor?: string | null;
      stage?: string;
      fulfilment?: string;
      from?: string;
      to?: string;
    }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const empty = value === '' || value === 'all' || value === null;
            if (empty) next.delete(key);
            else next.set(key, String(value));
          }
          // A new filter or search starts on the first page.
          if (changes.cursor === undefined) next.delete('cursor');
          return next;
        },
        { replace: changes.search !== undefined },
      ),
    [setParams],
  );
  const extra = readListFilters(params);
  return { filter, search, cursor, extra, update };
}

/** /admin/orders: search by order id, the seven filters (all on the server), 4 per page, live. */
export default function AdminOrdersPage() {
  usePageTitle(t.ordersTitle);
  const { filter, search, cursor, extra, update } = useOrdersParams();
  const [typed, setTyped] = useState(search);
  const mark = useMarkDeliveredMutation();
  useOrderStream('/api/admin/events', adminKeys.all[0]);

  // Typing reaches the address after a pause; a search changed from outside (back button) shows
  // up in the box, but our own update never overwrites what is being typed meanwhile.
  const pushed = useRef(search);
  useEffect(() => {
    if (search !== pushed.current) {
      pushed.current = search;
      setTyped(search);
    }
  }, [search]);
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = window.setTimeout(() => {
      pushed.current = wanted;
      update({ search: wanted });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, search, update]);

  const list = useAdminOrdersQuery(filter, search, cursor, extra);
  const setCursor = useCallback((next: string | null) => update({ cursor: next }), [update]);
  const filtered = Object.values(extra).some(Boolean);
  const active = ADMIN_ORDER_FILTER_OPTIONS.find((option) => option.value === filter);

  return (
    <section className="page admin-page">
      <div className="admin-title-row">
        <h1 className="page-title">{t.ordersTitle}</h1>
        <Link className="btn btn-primary btn-sm" to="/admin/orders/new">
          {staffOrderTexts.link}
        </Link>
      </div>
      <div className="admin-toolbar">
        <div className="admin-search">
          <label className="visually-hidden" htmlFor="order-search">
            {t.searchLabel}
          </label>
          <input
            id="order-search"
            className="input"
            type="search"
            placeholder={t.searchLabel}
            value={typed}
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <fieldset className="filter-group">
          <legend className="visually-hidden">{t.filters}</legend>
          {ADMIN_ORDER_FILTER_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="filter-button"
              aria-pressed={option.value === filter}
              onClick={() => update({ filter: option.value })}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <AdminOrderFilters value={extra} onChange={update} />
      </div>
      <p className="admin-list-caption" aria-live="polite">
        {active?.description}
        {search && ` ${t.searchMatches(search)}`}
        {list.data &&
          !list.isPlaceholderData &&
          ` ${formatTotal(list.data.total, list.data.totalCapped)} ${list.data.total === 1 && !list.data.totalCapped ? 'order' : 'orders'}.`}
      </p>
      <OrderList
        query={list}
        cursor={cursor}
        onCursor={setCursor}
        label="Orders"
        empty={<p>{search || filter !== 'all' || filtered ? t.noOrderFound : t.noOrders}</p>}
        renderItem={(order) => <AdminOrderItem order={order} mark={mark} />}
      />
    </section>
  );
}
