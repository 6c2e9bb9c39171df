import { AUDIT_ACTION_CODES, AUDIT_ACTIONS, type AuditEntry, auditTexts as t } from '@shared/audit';
import { isCalendarDate } from '@shared/calendar-dates';
import { type Role, roleLabels } from '@shared/permissions';
import { formatDateTime } from '@web/lib/restaurant-time';
import { Link, useSearchParams } from '@web/lib/router';
import { useStaffQuery } from '@web/staff';
import { Pager } from '@web/ui/Pager';
import { Spinner } from '@web/ui/Spinner';
import { useCursorParam, useForgetRefusedCursor } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { type AuditFilters, useAuditQuery } from './api';
import './audit.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters from the address; anything the server would refuse is left out. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const action = params.get('action');
  const actor = params.get('actor');
  const from = params.get('from');
  const to = params.get('to');
  return {
    ...(action && action in AUDIT_ACTIONS ? { action: action as AuditFilters['action'] } : {}),
    ...(actor && UUID.test(actor) ? { actor } : {}),
    ...(from && isCalendarDate(from) ? { from } : {}),
    ...(to && isCalendarDate(to) ? { to } : {}),
  };
}

/** What the subject column says: an order's id, else the kind of thing changed. */
const subjectName = (entry: AuditEntry) =>
  entry.subjectType === 'order' ? `Order ${entry.subjectId}` : entry.subjectType;

/** Where an entry's subject can be looked at, if anywhere. */
function subjectLink(entry: AuditEntry): string | null {
  if (entry.subjectType === 'order')
    return `/admin/orders?search=${encodeURIComponent(entry.subjectId)}`;
  if (entry.subjectType === 'booking') return '/admin/reservations';
  if (entry.subjectType === 'staff' || entry.subjectType === 'invitation') return '/admin/staff';
  if (entry.subjectType === 'settings') return '/admin/settings';
  if (entry.subjectType === 'table') return '/admin/tables';
  if (entry.subjectType === 'category') return '/admin/categories';
  return '/admin/products';
}

const roleName = (role: string) => roleLabels[role as Role] ?? role;

function Values({ label, values }: { label: string; values: Record<string, unknown> | null }) {
  return (
    <div className="audit-values">
      <h3>{label}</h3>
      {values && Object.keys(values).length > 0 ? (
        <pre>{JSON.stringify(values, null, 2)}</pre>
      ) : (
        <p>{t.nothing}</p>
      )}
    </div>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const link = subjectLink(entry);
  return (
    <>
      <tr>
        <td data-label={t.when}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </td>
        <td data-label={t.who}>
          <span>{entry.actor.email}</span>{' '}
          <span className="audit-role">{roleName(entry.actor.role)}</span>
        </td>
        <td data-label={t.what}>
          <span className="audit-kind">{AUDIT_ACTIONS[entry.action]}</span>
          <span>{entry.summary}</span>
        </td>
        <td data-label={t.subject}>
          {/* An order by its id, which the owner can read back from a receipt or a ticket. */}
          {link ? <Link to={link}>{subjectName(entry)}</Link> : subjectName(entry)}
        </td>
        <td>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={open}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? t.hideChanges : t.showChanges}
          </button>
        </td>
      </tr>
      {open && (
        <tr className="audit-changes">
          <td colSpan={5}>
            <div className="audit-diff">
              <Values label={t.before} values={entry.before} />
              <span aria-hidden="true">→</span>
              <Values label={t.after} values={entry.after} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * /admin/audit (owner only): who changed what and when, newest first, 50 a page; filtered by kind
 * of change, person and days (the restaurant's). Filters and page live in the address.
 */
export default function AuditPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [cursor, setCursor] = useCursorParam();
  const log = useAuditQuery(filters, cursor);
  const staff = useStaffQuery();
  useForgetRefusedCursor(log.error, cursor, setCursor);

  /** A new filter starts again at the first page. */
  const setFilter = (name: keyof AuditFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('cursor');
    setParams(next);
  };
  const data = log.data;
  return (
    <section className="page admin-page audit-page">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <form className="audit-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t.what}
          <select
            value={filters.action ?? ''}
            onChange={(e) => setFilter('action', e.target.value)}
          >
            <option value="">{t.anyAction}</option>
            {AUDIT_ACTION_CODES.map((code) => (
              <option key={code} value={code}>
                {AUDIT_ACTIONS[code]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.who}
          <select value={filters.actor ?? ''} onChange={(e) => setFilter('actor', e.target.value)}>
            <option value="">{t.anyone}</option>
            {(staff.data?.members ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.from}
          <input
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => setFilter('from', e.target.value)}
          />
        </label>
        <label>
          {t.to}
          <input
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => setFilter('to', e.target.value)}
          />
        </label>
      </form>
      {log.isPending ? (
        <Spinner />
      ) : log.isError && !data ? (
        <p className="form-error" role="alert">
          {t.loadFailed}
        </p>
      ) : data && data.entries.length === 0 ? (
        <p className="empty-state">{t.empty}</p>
      ) : data ? (
        <>
          <div className="card audit-table-wrap" aria-busy={log.isFetching}>
            <table className="audit-table">
              <caption className="visually-hidden">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.who}</th>
                  <th scope="col">{t.what}</th>
                  <th scope="col">{t.subject}</th>
                  <th scope="col">{t.changes}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data}
            count={data.entries.length}
            onCursor={setCursor}
            label="Audit log pages"
          />
        </>
      ) : null}
    </section>
  );
}
