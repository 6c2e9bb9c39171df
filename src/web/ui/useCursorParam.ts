import { CURSOR_MAX_LENGTH } from '@shared/paging';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('cursor', next);
          else updated.delete('cursor');
          return updated;
        },
        { preventScrollReset: false },
      ),
    [setParams],
  );
  return [cursor, setCursor];
}
