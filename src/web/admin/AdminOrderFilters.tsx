import { ADMIN_STAGE_FILTERS, type AdminStageFilter, adminTexts as t } from '@shared/admin';
import { isCalendarDate } from '@shared/calendar-dates';
import { orderStageTexts } from '@shared/order-stage-texts';
import type { AdminListFilters } from './api';

const FULFILMENTS = { delivery: 'Delivery', pickup: 'Pickup' } as const;

/** Reads the stage, fulfilment and date filters from the address; anything malformed is unset. */
export function readListFilters(params: URLSearchParams): AdminListFilters {
  const stage = params.get('stage') ?? '';
  const fulfilment = params.get('fulfilment') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const fromOk = isCalendarDate(from);
  const toOk = isCalendarDate(to) && (!fromOk || from <= to);
  return {
    stage: (ADMIN_STAGE_FILTERS as readonly string[]).includes(stage)
      ? (stage as AdminStageFilter)
      : undefined,
    fulfilment: fulfilment === 'delivery' || fulfilment === 'pickup' ? fulfilment : undefined,
    from: fromOk ? from : undefined,
    to: toOk ? to : undefined,
  };
}

/** Stage, fulfilment and the days placed (the restaurant's calendar), above the order list. */
export function AdminOrderFilters({
  value,
  onChange,
}: {
  value: AdminListFilters;
  onChange: (changes: Partial<Record<keyof AdminListFilters, string>>) => void;
}) {
  const any = value.stage || value.fulfilment || value.from || value.to;
  return (
    <div className="admin-list-filters">
      <label className="field">
        <span>{t.stageFilter}</span>
        <select
          className="input"
          value={value.stage ?? ''}
          onChange={(event) => onChange({ stage: event.target.value })}
        >
          <option value="">{t.anyStage}</option>
          {ADMIN_STAGE_FILTERS.map((stage) => (
            <option key={stage} value={stage}>
              {stage === 'active' ? t.activeStages : orderStageTexts.stageNames[stage]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t.fulfilmentFilter}</span>
        <select
          className="input"
          value={value.fulfilment ?? ''}
          onChange={(event) => onChange({ fulfilment: event.target.value })}
        >
          <option value="">{t.anyFulfilment}</option>
          {Object.entries(FULFILMENTS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t.fromDate}</span>
        <input
          className="input"
          type="date"
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label className="field">
        <span>{t.toDate}</span>
        <input
          className="input"
          type="date"
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
      {any && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onChange({ stage: '', fulfilment: '', from: '', to: '' })}
        >
          {t.clearFilters}
        </button>
      )}
    </div>
  );
}
