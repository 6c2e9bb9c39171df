import { optionsEditorTexts as t } from '@shared/dish-options-editor-texts';
import { TextField } from '@web/ui/TextField';
import { OptionTools } from './OptionTools';
import type { ChoiceDraft, DraftErrors } from './options-draft';

/** One choice of a group: its name, price change, availability and whether it is preselected. */
export function OptionChoiceFields({
  choice,
  label,
  unnamed,
  at,
  errors,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  choice: ChoiceDraft;
  /** "Size, choice 2": names the row for screen readers. */
  label: string;
  /** What its buttons call it while it has no name: "choice 2 of Size". */
  unnamed: string;
  /** The choice's path in the PUT body ("groups.0.choices.1"), the key of its errors. */
  at: string;
  errors: DraftErrors;
  first: boolean;
  last: boolean;
  onChange: (patch: Partial<ChoiceDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const named = choice.name.trim();
  const name = named || unnamed;
  return (
    <fieldset className="option-choice" aria-label={label}>
      <TextField
        label={t.choiceName}
        autoComplete="off"
        maxLength={60}
        value={choice.name}
        error={errors[`${at}.name`]}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <TextField
        label={t.delta}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={choice.delta}
        error={errors[`${at}.deltaMinor`]}
        onChange={(e) => onChange({ delta: e.target.value })}
      />
      <div className="option-choice-flags">
        <label className="option-check">
          <input
            type="checkbox"
            checked={choice.available}
            onChange={(e) => onChange({ available: e.target.checked })}
          />
          {t.available}
        </label>
        <label className="option-check">
          <input
            type="checkbox"
            checked={choice.isDefault}
            onChange={(e) => onChange({ isDefault: e.target.checked })}
          />
          {t.isDefault}
        </label>
      </div>
      <OptionTools
        name={name}
        removeLabel={named ? t.removeChoice(named) : t.removeUnnamed(name)}
        first={first}
        last={last}
        onMove={onMove}
        onRemove={onRemove}
      />
    </fieldset>
  );
}
