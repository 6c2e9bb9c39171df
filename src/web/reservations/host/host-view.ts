import { hostDayTexts } from '@shared/host-day';
import type { Reservation } from '@shared/reservations';

/** The name a host reads: the guest's, or "Walk-in" for one who gave none. */
export const guestName = (r: Pick<Reservation, 'firstName' | 'lastName'>) =>
  `${r.firstName} ${r.lastName}`.trim() || hostDayTexts.walkInName;

/** The bookings grouped by their time, in the order they come. */
export function byTime<T extends { time: string }>(bookings: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const b of bookings) groups.set(b.time, [...(groups.get(b.time) ?? []), b]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
