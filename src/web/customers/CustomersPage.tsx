import { CUSTOMER_SEARCH_MAX_LENGTH, customerTexts as t } from '@shared/customers';
import { formatMoney } from '@shared/money';
import { formatDateTime } from '@web/lib/restaurant-time';
import { Link, useSearchParams } from '@web/lib/router';
import { Pager } from '@web/ui/Pager';
import { Spinner } from '@web/ui/Spinner';
import { useCursorParam, useForgetRefusedCursor } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { type FormEvent, useState } from 'react';
import { useCustomersQuery } from './api';
import './customers.css';

/**
 * /admin/customers (owner and manager): everyone who ordered, the most recent first, with their
 * orders, what they spent and their last order; searched by the start of a name, e-mail or phone.
 * The search and the page live in the address.
 */
export default function CustomersPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').slice(0, CUSTOMER_SEARCH_MAX_LENGTH);
  const [typed, setTyped] = useState(search);
  const [cursor, setCursor] = useCursorParam();
  const list = useCustomersQuery(search, cursor);
  useForgetRefusedCursor(list.error, cursor, setCursor);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = typed.trim();
    setParams(term ? { search: term } : {});
  };
  const data = list.data;
  return (
    <section className="page admin-page customers-page">
      <h1 className="page-title">{t.title}</h1>
      <form className="customer-search" onSubmit={submit}>
        <label htmlFor="customer-search">{t.searchLabel}</label>
        <div className="customer-search-row">
          <input
            id="customer-search"
            type="search"
            value={typed}
            maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-sm">
            {t.searchButton}
          </button>
          {search && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => {
                setTyped('');
                setParams({});
              }}
            >
              {t.clear}
            </button>
          )}
        </div>
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.isError && !data ? (
        <p className="form-error" role="alert">
          {t.loadError}
        </p>
      ) : data && data.items.length === 0 ? (
        <p className="empty-state">{search ? t.noMatch(search) : t.empty}</p>
      ) : data ? (
        <>
          <div className="card customer-table-wrap" aria-busy={list.isFetching}>
            <table className="customer-table">
              <caption className="visually-hidden">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.contact}</th>
                  <th scope="col" className="num">
                    {t.orders}
                  </th>
                  <th scope="col" className="num">
                    {t.spent}
                  </th>
                  <th scope="col">{t.lastOrder}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <Link to={`/admin/customers/${c.id}`}>{c.name || c.email}</Link>
                    </th>
                    <td className="customer-contact">
                      <span>{c.email}</span>
                      {c.phone && <span>{c.phone}</span>}
                    </td>
                    <td className="num" data-label={t.orders}>
                      {c.orders.toLocaleString()}
                    </td>
                    <td className="num" data-label={t.spent}>
                      {formatMoney(c.spentMinor)}
                    </td>
                    <td data-label={t.lastOrder}>
                      <time dateTime={c.lastOrderAt}>{formatDateTime(c.lastOrderAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="panel-caption">{t.spentHint}</p>
          <Pager
            page={data}
            count={data.items.length}
            onCursor={setCursor}
            label="Customer pages"
          />
        </>
      ) : null}
    </section>
  );
}
