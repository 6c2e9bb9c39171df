import {
  presetRange,
  REPORT_PRESETS,
  type ReportPreset,
  type ReportRange,
  reportRangeSchema,
  reportTexts as t,
} from '@shared/reports';
import { restaurantToday } from '@web/lib/restaurant-time';
import { useState } from 'react';

const isPreset = (value: string | null): value is ReportPreset =>
  (REPORT_PRESETS as readonly string[]).includes(value ?? '');

/**
 * The one quick range shown as chosen. Two presets can name the same days (Today and This month
 * on the 1st, Last 7 days and This month on the 7th): the one the owner pressed wins, else the
 * first that fits, so a single button is ever highlighted.
 */
export function pressedPreset(
  range: ReportRange,
  today: string,
  chosen: string | null,
): ReportPreset | null {
  const fits = (preset: ReportPreset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  };
  if (isPreset(chosen) && fits(chosen)) return chosen;
  return REPORT_PRESETS.find(fits) ?? null;
}

/** The report's range: the quick ranges, or two dates and Show. */
export function RangeForm({
  range,
  chosen,
  onChange,
}: {
  range: ReportRange;
  /** The preset last pressed, as the address keeps it. */
  chosen: string | null;
  onChange: (range: ReportRange, preset?: ReportPreset) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const today = restaurantToday();
  const pressed = pressedPreset(range, today, chosen);
  const choose = (next: ReportRange, preset?: ReportPreset) => {
    setDraft(next);
    setError(null);
    onChange(next, preset);
  };
  return (
    <form
      className="card report-range"
      aria-label="Report range"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reportRangeSchema.safeParse(draft);
        if (parsed.success) choose(parsed.data);
        else setError(parsed.error.issues[0]?.message ?? 'Check the dates.');
      }}
    >
      <fieldset className="report-presets">
        <legend className="visually-hidden">Quick ranges</legend>
        {REPORT_PRESETS.map((preset) => {
          const current = preset === pressed;
          return (
            <button
              key={preset}
              type="button"
              className={`btn btn-sm ${current ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={current}
              onClick={() => choose(presetRange(preset, today), preset)}
            >
              {t.presets[preset]}
            </button>
          );
        })}
      </fieldset>
      <div className="report-dates">
        <label>
          From
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <button type="submit" className="btn btn-secondary btn-sm">
          Show
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
