import { type AttentionItem, attentionTexts as t } from '@shared/attention';
import { formatMoney } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { formatDateTime } from '@web/lib/restaurant-time';
import { adminKeys } from './api';

/** Under 'admin', so the live order stream refreshes it with the rest of the dashboard. */
export const attentionKey = [...adminKeys.all, 'attention'] as const;

export function useAttentionQuery() {
  return useQuery({
    queryKey: attentionKey,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/admin/attention', { signal }))).items,
  });
}

function Item({ item }: { item: AttentionItem }) {
  return (
    <li className="attention-item">
      <div className="compact-main">
        <strong>{t.kinds[item.kind]}</strong> · {formatMoney(item.amountMinor, item.currency)}
        <span className="compact-sub">
          {t.reference} <code>{item.reference}</code> · {item.customerName} ({item.customerEmail}) ·{' '}
          <time dateTime={item.at}>{formatDateTime(item.at)}</time>
          {'refundStatus' in item && ` · ${t.refundStatus}: ${item.refundStatus}`}
        </span>
        <p className="attention-text">
          <span className="attention-label">{t.whatHappened}:</span> {item.whatHappened}
        </p>
        <p className="attention-text">
          <span className="attention-label">{t.whatToDo}:</span> {item.whatToDo}
        </p>
      </div>
    </li>
  );
}

/** The dashboard's "Needs attention" panel: late payments and refunds the owner must know about. */
export function NeedsAttention() {
  const query = useAttentionQuery();
  return (
    <section className="card panel attention-panel" aria-labelledby="attention-title">
      <h2 id="attention-title" className="panel-title">
        {t.title}{' '}
        {query.data && query.data.length > 0 && (
          <span className="badge badge-warning">{query.data.length}</span>
        )}
      </h2>
      {query.isPending ? (
        <p className="muted">Loading…</p>
      ) : query.isError ? (
        <p className="form-error" role="alert">
          {t.loadError}
        </p>
      ) : query.data.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="compact-list">
          {query.data.map((item) => (
            <Item key={`${item.kind}:${item.reference}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
