import { z } from 'zod';

/**
 * Keyset pagination shared by every paged list (orders, reservations): pages are reached through
 * opaque cursors (`next` / `prev`), never page numbers, so a deep page costs what the first one
 * does. Counts stop at COUNT_CAP rows: beyond it a list says "10,000+".
 */

/** The most rows a list counts; past it the total reads "10,000+". */
export const COUNT_CAP = 10_000;

/** A cursor is base64url text; a bound keeps a hostile one cheap to reject. */
export const CURSOR_MAX_LENGTH = 600;

export const pagingTexts = {
  badCursor:
    'This page link is out of date or damaged. Go back to the first page of the list and try again.',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  firstLabel: 'First page',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  /** "Showing 5–8 of 1,234" / "Showing 1–4 of 10,000+". */
  range: (from: number, to: number, total: string) => `Showing ${from}–${to} of ${total}`,
} as const;

const numberFormat = new Intl.NumberFormat('en-US');

/** The total as a person reads it: exact below the cap, "10,000+" at it. */
export const formatTotal = (total: number, capped: boolean) =>
  capped ? `${numberFormat.format(COUNT_CAP)}+` : numberFormat.format(total);

/** What every page answer carries besides its items. */
export const pageInfoShape = {
  pageSize: z.number().int(),
  /** Position (1-based) of the first item in the whole list; 0 when the page is empty. */
  start: z.number().int(),
  /** Rows in the list, counted up to COUNT_CAP. */
  total: z.number().int(),
  /** True when the list holds more than COUNT_CAP rows (`total` is then COUNT_CAP). */
  totalCapped: z.boolean(),
  /** Cursor of the following page, null on the last one. */
  next: z.string().nullable(),
  /** Cursor of the page before, null on the first one. */
  prev: z.string().nullable(),
};
export const pageInfoSchema = z.object(pageInfoShape);
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** The query parameter a paged list takes; absent means the first page. */
export const cursorQueryShape = {
  cursor: z.string().max(CURSOR_MAX_LENGTH, pagingTexts.badCursor).optional(),
};

/** "Showing 5–8 of 1,234", or null for an empty page. */
export function rangeText(page: Pick<PageInfo, 'start' | 'total' | 'totalCapped'>, count: number) {
  if (count === 0 || page.start < 1) return null;
  return pagingTexts.range(
    page.start,
    page.start + count - 1,
    formatTotal(page.total, page.totalCapped),
  );
}
