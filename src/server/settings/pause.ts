import type { Pause } from '@shared/hours';
import { type PauseState, pauseWords } from '@shared/ordering-pause';
import type { PublicUser } from '@shared/schemas/auth';

/**
 * The pause `wanted` makes of the one in force: a pause that starts now is stamped with its
 * start and the staff member's name, one already on keeps them (only its end may move), and a
 * resumed one forgets them. A pause whose end has passed counts as off, so pausing again starts
 * a new one.
 */
export function pauseAfter(
  old: Pause | undefined,
  wanted: { on: boolean; until: string | null },
  actor: Pick<PublicUser, 'username'>,
  now: Date,
): Pause {
  if (!wanted.on) return { on: false, until: null, since: null, by: null };
  const running = old?.on === true && (old.until === null || new Date(old.until) > now);
  return {
    on: true,
    until: wanted.until,
    since: running ? (old.since ?? now.toISOString()) : now.toISOString(),
    by: running ? (old.by ?? actor.username) : actor.username,
  };
}

/** The pause as staff screens show it; off once its end has passed. */
export function pauseStateOf(pause: Pause, now: Date, timeZone: string): PauseState {
  const words = pauseWords(pause, now, timeZone);
  if (words === null) return { on: false, until: null, since: null, by: null, words: null };
  return {
    on: true,
    until: pause.until,
    since: pause.since ?? null,
    by: pause.by ?? null,
    words,
  };
}
