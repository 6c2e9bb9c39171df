import {
  type RestaurantSettingsPatch,
  type RestaurantSettingsView,
  restaurantSettingsSchema,
} from '@shared/restaurant-settings';
import { type SettingsSectionId, settingsPageTexts as t } from '@shared/settings-sections';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSaveSectionMutation } from './api';
import { type FieldErrors, fieldErrorsOf } from './field-errors';

/** The saved settings with `patch` applied: what the server will check once the section is saved. */
function withPatch(saved: RestaurantSettingsView, patch: RestaurantSettingsPatch) {
  return {
    details: patch.details ?? saved.details,
    hours: { ...saved.hours, ...patch.hours },
    zones: patch.zones === undefined ? saved.zones : patch.zones,
    bookings: patch.bookings ?? saved.bookings,
    alerts: patch.alerts ?? saved.alerts,
    payments: patch.payments ?? saved.payments,
  };
}

/**
 * One section of the settings page as its own form: a draft of its part of the settings, its own
 * Save button and errors, and a word while it holds unsaved changes (told to the page through
 * `onDirty`, which asks before the page is left).
 */
export function SectionForm<T>({
  id,
  title,
  saved,
  pick,
  toPatch,
  onDirty,
  children,
}: {
  id: SettingsSectionId;
  title: string;
  saved: RestaurantSettingsView;
  /** This section's part of the saved settings. */
  pick: (view: RestaurantSettingsView) => T;
  /** What PATCH sends for the draft. */
  toPatch: (draft: T) => RestaurantSettingsPatch;
  onDirty: (id: SettingsSectionId, dirty: boolean) => void;
  children: (
    draft: T,
    setDraft: (change: (draft: T) => T) => void,
    errors: FieldErrors,
  ) => ReactNode;
}) {
  const [draft, setDraftState] = useState<T>(() => structuredClone(pick(saved)));
  const [base, setBase] = useState<T>(draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const save = useSaveSectionMutation(title);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base);
  useEffect(() => onDirty(id, dirty), [id, dirty, onDirty]);
  useEffect(() => () => onDirty(id, false), [id, onDirty]);

  const refuse = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setFormError(message);
    requestAnimationFrame(() => summary.current?.focus());
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const patch = toPatch(draft);
    const parsed = restaurantSettingsSchema.safeParse(withPatch(saved, patch));
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error.issues);
      refuse(fields, t.correct(Object.keys(fields).length));
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(patch, {
      onSuccess: (view) => {
        const now = structuredClone(pick(view));
        setDraftState(now);
        setBase(now);
      },
      onError: (error) =>
        refuse(error instanceof ApiError ? error.fields : {}, errorMessage(error, t.saveFailed)),
    });
  };

  return (
    <form
      id={`settings-${id}`}
      className="settings-block"
      aria-label={title}
      onSubmit={onSubmit}
      noValidate
    >
      <div ref={summary} tabIndex={-1} className="settings-summary">
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
      </div>
      {children(draft, (change) => setDraftState((current) => change(current)), errors)}
      <div className="settings-actions">
        {dirty && <span className="settings-unsaved">{t.unsaved}</span>}
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !dirty}>
          {save.isPending ? t.saving : t.save(title)}
        </button>
      </div>
    </form>
  );
}
