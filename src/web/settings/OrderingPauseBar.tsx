import { orderingPauseTexts as t } from '@shared/ordering-pause';
import { usePauseStateQuery, usePauseStream, useSetPauseMutation } from './pause-api';
import './ordering-pause.css';

/**
 * Across the top of every staff screen while online orders are paused: who paused them and since
 * when, on the restaurant's clock, and the button that resumes them. Live: a pause made on another
 * screen shows here within moments.
 */
export function OrderingPauseBar() {
  usePauseStream();
  const state = usePauseStateQuery();
  const change = useSetPauseMutation();
  if (!state.data?.on) return null;
  return (
    <div className="ordering-pause-bar" role="status" aria-label={t.bannerLabel}>
      <p className="ordering-pause-words">{state.data.words}</p>
      <button
        type="button"
        className="btn btn-sm ordering-pause-resume"
        disabled={change.isPending}
        onClick={() => change.mutate({ on: false })}
      >
        {change.isPending ? t.resuming : t.resume}
      </button>
    </div>
  );
}

/** The emergency stop in the back office's top bar, for whoever is on shift; gone while paused. */
export function PauseOrdersButton() {
  const state = usePauseStateQuery();
  const change = useSetPauseMutation();
  if (!state.data || state.data.on) return null;
  return (
    <button
      type="button"
      className="btn btn-sm ordering-pause-button"
      disabled={change.isPending}
      onClick={() => change.mutate({ on: true })}
    >
      {change.isPending ? t.pausing : t.pause}
    </button>
  );
}
