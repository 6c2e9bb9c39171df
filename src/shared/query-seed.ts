/**
 * Query answers the server writes into a page it renders with live data (the menu's category
 * pages): a `<script type="application/json">` block of this id, read into the query cache before
 * the app's first render so the page hydrates with the content it arrived with.
 */
export const QUERY_SEED_ID = 'query-seed';

/** One cached answer: the query's key, exactly as the screen computes it, and its data. */
export interface QuerySeed {
  queryKey: readonly unknown[];
  data: unknown;
}
