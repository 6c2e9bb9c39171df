import type { MenuItem } from '@shared/catalog';
import { optionsEditorTexts as t } from '@shared/dish-options-editor-texts';
import { OPTION_GROUPS_MAX } from '@shared/dish-options-schema';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { OptionGroupFields } from './OptionGroupFields';
import { useSaveDishOptionsMutation } from './options-api';
import {
  checkDraft,
  type DraftErrors,
  type GroupDraft,
  moved,
  newGroup,
  toDraft,
} from './options-draft';

/**
 * The owner's option groups of one dish: add, remove and reorder groups and
 * choices, then save them all at once. The form checks what the server checks, field by field;
 * a refusal from the server is shown in its words, and a save shows what the server stored.
 */
export function DishOptionsEditor({ dish, onClose }: { dish: MenuItem; onClose: () => void }) {
  const [groups, setGroups] = useState<GroupDraft[]>(() => toDraft(dish.options ?? []));
  // Checked live once the owner has tried to save, so a fixed field clears at once.
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<DraftErrors>({});
  const save = useSaveDishOptionsMutation(dish.id);

  const check = checkDraft(groups);
  const errors: DraftErrors = { ...serverFields, ...(tried && !check.ok ? check.errors : {}) };
  const listError = errors.groups;

  const change = (next: GroupDraft[]) => {
    setGroups(next);
    save.reset();
    // A server's field error may point at a group or choice that moved: it no longer applies.
    setServerFields({});
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const form = event.currentTarget;
    // The first field to fix gets the focus (and scrolls into view) once its message is shown.
    const focusFirstError = () =>
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (!check.ok) return focusFirstError();
    save.mutate(check.input, {
      onSuccess: (stored) => {
        setGroups(toDraft(stored.groups));
        setTried(false);
        setServerFields({});
        toast.success(t.saved);
      },
      onError: (error) => {
        setServerFields(error instanceof ApiError ? error.fields : {});
        focusFirstError();
      },
    });
  }

  return (
    <form className="form options-editor" noValidate onSubmit={onSubmit}>
      <p className="muted">{t.intro}</p>
      {groups.length === 0 && <p className="empty-state">{t.none}</p>}
      {groups.map((group, g) => (
        <OptionGroupFields
          key={group.key}
          group={group}
          index={g}
          errors={errors}
          first={g === 0}
          last={g === groups.length - 1}
          onChange={(next) => change(groups.map((x, i) => (i === g ? next : x)))}
          onMove={(by) => change(moved(groups, g, by))}
          onRemove={() => change(groups.filter((_, i) => i !== g))}
        />
      ))}
      {listError && <p className="field-error">{listError}</p>}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={groups.length >= OPTION_GROUPS_MAX}
        onClick={() => change([...groups, newGroup()])}
      >
        {t.addGroup}
      </button>
      {tried && !check.ok && (
        <p className="form-error" role="alert">
          {t.fixFirst}
        </p>
      )}
      {save.isError && (
        <p className="form-error" role="alert">
          {errorMessage(save.error, t.saveError)}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={save.isPending}>
          {t.close}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
