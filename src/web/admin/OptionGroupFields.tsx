import { optionsEditorTexts as t } from '@shared/dish-options-editor-texts';
import { OPTION_CHOICES_MAX } from '@shared/dish-options-schema';
import { TextField } from '@web/ui/TextField';
import { OptionChoiceFields } from './OptionChoiceFields';
import { OptionTools } from './OptionTools';
import {
  type ChoiceDraft,
  type DraftErrors,
  type GroupDraft,
  moved,
  newChoice,
} from './options-draft';

/**
 * One option group: its name, whether diners must choose, how many they may pick, and its
 * choices in the order the menu shows them.
 */
export function OptionGroupFields({
  group,
  index,
  errors,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  group: GroupDraft;
  index: number;
  errors: DraftErrors;
  first: boolean;
  last: boolean;
  onChange: (next: GroupDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const at = `groups.${index}`;
  const named = group.name.trim();
  const name = named || t.unnamedGroup(index + 1);
  const setChoices = (choices: ChoiceDraft[]) => onChange({ ...group, choices });
  const choicesError = errors[`${at}.choices`];
  return (
    <fieldset className="card option-group">
      <legend className="option-group-legend">
        {t.group(index + 1)}
        {group.name.trim() ? `: ${group.name.trim()}` : ''}
      </legend>
      <div className="option-group-head">
        <TextField
          label={t.groupName}
          autoComplete="off"
          maxLength={60}
          placeholder="e.g. Size"
          value={group.name}
          error={errors[`${at}.name`]}
          onChange={(e) => onChange({ ...group, name: e.target.value })}
        />
        <OptionTools
          name={name}
          removeLabel={named ? t.removeGroup(named) : t.removeUnnamed(name)}
          first={first}
          last={last}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="option-group-rules">
        <label className="option-check">
          <input
            type="checkbox"
            checked={group.required}
            onChange={(e) =>
              onChange({
                ...group,
                required: e.target.checked,
                // Required means at least one; the minimum follows so the owner need not.
                min: e.target.checked && group.min.trim() === '0' ? '1' : group.min,
              })
            }
          />
          {t.required}
        </label>
        <TextField
          label={t.min}
          inputMode="numeric"
          autoComplete="off"
          value={group.min}
          error={errors[`${at}.minChoices`]}
          onChange={(e) => onChange({ ...group, min: e.target.value })}
        />
        <TextField
          label={t.max}
          inputMode="numeric"
          autoComplete="off"
          value={group.max}
          error={errors[`${at}.maxChoices`]}
          onChange={(e) => onChange({ ...group, max: e.target.value })}
        />
      </div>
      <div className="option-choices">
        {group.choices.map((choice, c) => (
          <OptionChoiceFields
            key={choice.key}
            choice={choice}
            label={t.choice(named, c + 1)}
            unnamed={t.unnamedChoice(named, c + 1)}
            at={`${at}.choices.${c}`}
            errors={errors}
            first={c === 0}
            last={c === group.choices.length - 1}
            onChange={(patch) =>
              setChoices(group.choices.map((x, i) => (i === c ? { ...x, ...patch } : x)))
            }
            onMove={(by) => setChoices(moved(group.choices, c, by))}
            onRemove={() => setChoices(group.choices.filter((_, i) => i !== c))}
          />
        ))}
      </div>
      {choicesError && <p className="field-error">{choicesError}</p>}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={group.choices.length >= OPTION_CHOICES_MAX}
        onClick={() => setChoices([...group.choices, newChoice()])}
      >
        {t.addChoice}
      </button>
    </fieldset>
  );
}
