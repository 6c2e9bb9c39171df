import type { RestaurantStatus } from '@shared/restaurant-settings';
import { useEffect, useState } from 'react';

/** How often an open page asks again: "Open now · until 22:00" must turn when the clock does. */
const REFRESH_MS = 60_000;

/** Every mounted status's reload: a live event asks them all at once. */
const reloaders = new Set<() => void>();

/**
 * Asks the server again, now, for every status on the page (the header's bar, checkout's notice),
 * past the browser's cache: online ordering was paused, resumed, or its hours changed.
 */
export function refreshRestaurantStatus() {
  for (const reload of reloaders) reload();
}

/**
 * The restaurant's open state for diners, fetched after the first paint (null until known, and
 * on the server's prerender, so the hydrated page matches its HTML). A plain fetch, not the query
 * cache: the header of every page uses it and must stay light.
 */
export function useRestaurantStatus(): RestaurantStatus | null {
  const [status, setStatus] = useState<RestaurantStatus | null>(null);
  useEffect(() => {
    let stopped = false;
    const load = async (cache: RequestCache = 'default') => {
      try {
        const response = await fetch('/api/restaurant/status', {
          headers: { accept: 'application/json' },
          cache,
        });
        if (response.ok && !stopped) setStatus((await response.json()) as RestaurantStatus);
      } catch {
        // Offline: the bar stays as it was; the server still refuses what it must at payment.
      }
    };
    const reload = () => void load('no-store');
    void load();
    reloaders.add(reload);
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      stopped = true;
      reloaders.delete(reload);
      clearInterval(timer);
    };
  }, []);
  return status;
}

/** Delivery and pickup in one line when they agree, each named when they differ. */
export function openStateLine(status: RestaurantStatus): string {
  if (status.delivery.words === status.pickup.words) return status.delivery.words;
  return `Delivery: ${status.delivery.words} · Pickup: ${status.pickup.words}`;
}
