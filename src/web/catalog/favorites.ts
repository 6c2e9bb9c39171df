import { useCallback, useSyncExternalStore } from 'react';

/**
 * Favourite dishes, kept in this browser (localStorage) so a diner finds them marked on the next
 * visit without an account. Every tab stays in step through the storage event.
 */
const KEY = 'tavola.favorites';
const MAX = 200;
const listeners = new Set<() => void>();

let cachedRaw: string | null | undefined;
let cachedIds: ReadonlySet<string> = new Set();

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    raw = null; // storage blocked (private mode): favourites just are not kept
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedIds = new Set(
        Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [],
      );
    } catch {
      cachedIds = new Set();
    }
  }
  return cachedIds;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const empty: ReadonlySet<string> = new Set();

/** The favourite dish ids kept in this browser (the account page adds them to "Download my data"). */
export const favoriteIds = (): ReadonlySet<string> => read();

export function toggleFavorite(id: string) {
  const next = [...read()].filter((x) => x !== id);
  if (next.length === read().size) next.push(id);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next.slice(-MAX)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function useFavorite(id: string): [boolean, () => void] {
  const ids = useSyncExternalStore(subscribe, read, () => empty);
  const toggle = useCallback(() => toggleFavorite(id), [id]);
  return [ids.has(id), toggle];
}

/** Every favourite dish id of this browser, kept in step with the hearts and other tabs. */
export function useFavoriteIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, read, () => empty);
}
