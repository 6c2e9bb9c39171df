import type { DeliveryZone } from '@shared/hours';
import { zoneEditorTexts as texts } from '@shared/hours/zone-editor-texts';
import { useId } from 'react';
import { errorAt, errorsUnder, type FieldErrors } from './field-errors';
import './zones-editor.css';

/** A new zone: the owner names it and lists its areas; the amounts start at nothing. */
const NEW_ZONE: DeliveryZone = {
  name: '',
  areas: [],
  feeMinor: 0,
  minimumOrderMinor: 0,
  freeAboveMinor: null,
  estimatedMinutes: 45,
};

/** Minor units shown as a plain amount ("500", "1500.5"); an unparsable draft shows empty. */
const toMajor = (minor: number | null) =>
  minor === null || !Number.isFinite(minor) ? '' : String(minor / 100);
/** Back to minor units; not a number (or more than two decimals) stays invalid for the schema. */
const toMinor = (value: string) => {
  const minor = Number(value) * 100;
  return Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : Number.NaN;
};

/** The areas as typed (one per line), cleaned before saving: trimmed, empty lines dropped. */
export const cleanZones = (zones: DeliveryZone[] | null): DeliveryZone[] | null =>
  zones?.map((zone) => ({
    ...zone,
    areas: zone.areas.map((area) => area.trim()).filter((area) => area !== ''),
  })) ?? null;

/**
 * The delivery zones: null = no zones (every address at the standard fee),
 * else each zone's name, areas or postcodes, fee, minimum, free-above amount and estimate.
 */
export function ZonesEditor({
  zones,
  onChange,
  currency,
  errors,
}: {
  zones: DeliveryZone[] | null;
  onChange: (zones: DeliveryZone[] | null) => void;
  currency: string;
  errors: FieldErrors;
}) {
  const id = useId();
  const set = (index: number, change: Partial<DeliveryZone>) =>
    onChange((zones ?? []).map((zone, i) => (i === index ? { ...zone, ...change } : zone)));
  const listError = errorAt(errors, 'zones');
  return (
    <fieldset className="card settings-section zones-editor">
      <legend>{texts.title}</legend>
      <p className="muted">{texts.intro}</p>
      <label className="check-row">
        <input
          type="checkbox"
          checked={zones !== null}
          onChange={(event) => onChange(event.target.checked ? [{ ...NEW_ZONE }] : null)}
        />
        {texts.limitToZones}
      </label>
      {zones === null && <p>{texts.everywhere}</p>}
      {zones !== null && zones.length === 0 && <p>{texts.noZones}</p>}
      <ul className="zone-list">
        {(zones ?? []).map((zone, index) => {
          const path = `zones.${index}`;
          const label = zone.name.trim() || texts.zone(index);
          const field = (
            key: keyof DeliveryZone,
            text: string,
            input: React.ReactNode,
            hint?: string,
          ) => {
            const error = errorsUnder(errors, `${path}.${key}`)[0];
            return (
              <div className={`field zone-field-${key}`}>
                <label htmlFor={`${id}-${index}-${key}`}>{text}</label>
                {input}
                {hint && <p className="muted field-hint">{hint}</p>}
                {error && (
                  <p id={`${id}-${index}-${key}-error`} className="field-error">
                    {error}
                  </p>
                )}
              </div>
            );
          };
          const inputProps = (key: keyof DeliveryZone) => ({
            id: `${id}-${index}-${key}`,
            className: 'input',
            'aria-invalid': errorsUnder(errors, `${path}.${key}`).length > 0 || undefined,
            'aria-describedby': errorsUnder(errors, `${path}.${key}`).length
              ? `${id}-${index}-${key}-error`
              : undefined,
          });
          const money = (key: 'feeMinor' | 'minimumOrderMinor' | 'freeAboveMinor', text: string) =>
            field(
              key,
              `${text} (${currency})`,
              <input
                {...inputProps(key)}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={toMajor(zone[key])}
                onChange={(event) => {
                  const value = event.target.value.trim();
                  set(index, {
                    [key]: key === 'freeAboveMinor' && value === '' ? null : toMinor(value),
                  });
                }}
              />,
              key === 'freeAboveMinor' ? texts.freeAboveHint : undefined,
            );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: zones are edited in place, by position.
            <li className="zone-row" key={index} aria-label={label}>
              {field(
                'name',
                texts.name,
                <input
                  {...inputProps('name')}
                  value={zone.name}
                  onChange={(e) => set(index, { name: e.target.value })}
                />,
              )}
              {field(
                'areas',
                texts.areas,
                <textarea
                  {...inputProps('areas')}
                  rows={4}
                  value={zone.areas.join('\n')}
                  onChange={(e) => set(index, { areas: e.target.value.split('\n') })}
                />,
              )}
              {money('feeMinor', texts.fee)}
              {money('minimumOrderMinor', texts.minimum)}
              {money('freeAboveMinor', texts.freeAbove)}
              {field(
                'estimatedMinutes',
                texts.estimate,
                <input
                  {...inputProps('estimatedMinutes')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={Number.isFinite(zone.estimatedMinutes) ? zone.estimatedMinutes : ''}
                  onChange={(e) => set(index, { estimatedMinutes: Number(e.target.value || NaN) })}
                />,
              )}
              <button
                type="button"
                className="btn btn-ghost btn-sm zone-remove"
                onClick={() => onChange((zones ?? []).filter((_, i) => i !== index))}
              >
                {texts.remove}
                <span className="visually-hidden"> {label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {zones !== null && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => onChange([...zones, { ...NEW_ZONE }])}
        >
          {texts.add}
        </button>
      )}
      {listError && <p className="field-error">{listError}</p>}
    </fieldset>
  );
}
