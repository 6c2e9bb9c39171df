import { type PageInfo, rangeText, pagingTexts as t } from '@shared/paging';

/**
 * First / Previous / Next for a keyset-paged list, and "Showing 5–8 of 1,234" announced politely
 * when it changes. A button that leads nowhere stays focusable (aria-disabled), so the keyboard
 * focus never drops to the page when the last page is reached; a move scrolls to the list's top.
 */
export function Pager({
  page,
  count,
  onCursor,
  label,
}: {
  page: PageInfo;
  /** Items on this page. */
  count: number;
  /** The cursor to show, null for the first page. */
  onCursor: (cursor: string | null) => void;
  label: string;
}) {
  const range = rangeText(page, count);
  const paged = page.prev !== null || page.next !== null;
  const button = (text: string, name: string, cursor: string | null, enabled: boolean) => (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      aria-label={name}
      aria-disabled={!enabled}
      onClick={(event) => {
        if (!enabled) return;
        onCursor(cursor);
        // The new page starts at the top of its screen, not at the footer under the old one.
        event.currentTarget.closest('section')?.scrollIntoView?.({ block: 'start' });
      }}
    >
      {text}
    </button>
  );
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager-range" aria-live="polite" aria-atomic="true">
        {range}
      </p>
      {paged && (
        <div className="pager-buttons">
          {button(t.first, t.firstLabel, null, page.prev !== null)}
          {button(t.previous, t.previousLabel, page.prev, page.prev !== null)}
          {button(t.next, t.nextLabel, page.next, page.next !== null)}
        </div>
      )}
    </nav>
  );
}
