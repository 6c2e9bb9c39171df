import { ApiError } from '@web/lib/api/errors';
import { formatDateTime, useRestaurantTimeZone } from '@web/lib/restaurant-time';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { useDevMailsQuery } from './api';
import './mailbox.css';

/**
 * /dev/mailbox: the mails the outbox holds, with working links. The server only offers it outside
 * production; there it answers 404 and this page says so.
 */
export default function DevMailboxPage() {
  usePageTitle('Dev mailbox');
  // Not behind the session check: shown again in the restaurant's zone once the session says it.
  useRestaurantTimeZone();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useDevMailsQuery();

  if (query.isLoading) return <Spinner />;
  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="page container">
        <h1 className="page-title">Dev mailbox</h1>
        <p className="lead">
          {missing
            ? 'The dev mailbox is not available on this server.'
            : 'Could not load the mailbox.'}
        </p>
      </section>
    );
  }
  const mails = query.data?.mails ?? [];
  return (
    <section className="page container">
      <h1 className="page-title">Dev mailbox</h1>
      <p className="lead">
        Every mail the storefront sent, newest first. Only shown outside production.
      </p>
      {mails.length === 0 ? (
        <p className="empty-state">No mail yet.</p>
      ) : (
        <ul className="mailbox-list">
          {mails.map((mail) => (
            <li key={mail.id} className="card mailbox-item">
              <button
                type="button"
                className="mailbox-head"
                aria-expanded={openId === mail.id}
                onClick={() => setOpenId(openId === mail.id ? null : mail.id)}
              >
                <span className="mailbox-subject">{mail.subject}</span>
                <span className="muted">
                  to {mail.to} · {formatDateTime(mail.createdAt)} · {mail.status}
                </span>
              </button>
              {openId === mail.id && (
                <div className="mailbox-body">
                  <pre className="mailbox-text">{linkify(mail.text)}</pre>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Shows the plain-text body with its links clickable (the HTML body is never injected into our page). */
function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <a key={i} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
