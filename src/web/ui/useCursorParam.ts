import { CURSOR_MAX_LENGTH } from '@shared/paging';
import { ApiError } from '@web/lib/api/errors';
import { useSearchParams } from '@web/lib/router';
import { useCallback, useEffect } from 'react';

/**
 * The list's page lives in the address as its cursor (?cursor=…), so reload, back and forward
 * keep it; no cursor is the first page.
 */
export function useCursorParam(): [string | undefined, (cursor: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('cursor');
  const cursor = raw && raw.length <= CURSOR_MAX_LENGTH ? raw : undefined;
  const setCursor = useCallback(
    (next: string | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('cursor', next);
        else updated.delete('cursor');
        return updated;
      }),
    [setParams],
  );
  return [cursor, setCursor];
}

/**
 * A cursor the server refuses (400: damaged, or from before a change of the list) sends the
 * reader to the first page instead of leaving an error on screen.
 */
export function useForgetRefusedCursor(
  error: unknown,
  cursor: string | undefined,
  onCursor: (cursor: string | null) => void,
) {
  useEffect(() => {
    if (cursor && error instanceof ApiError && error.status === 400) onCursor(null);
  }, [error, cursor, onCursor]);
}
