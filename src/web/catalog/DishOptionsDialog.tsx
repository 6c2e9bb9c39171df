import type { MenuItem } from '@shared/catalog';
import {
  defaultSelection,
  type GroupSelection,
  LINE_NOTE_MAX,
  type OptionGroup,
  priceSelection,
} from '@shared/dish-options';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { Modal } from '@web/ui/Modal';
import { useId, useState } from 'react';
import { DishAllergens } from './DishAllergens';
import './dish-options.css';

const texts = messages.dishOptions;

function rulesOf(group: OptionGroup): string {
  if (group.maxChoices === 1) return group.required ? texts.chooseOne : texts.optional;
  return `${group.required ? texts.requiredTag : texts.optional} · ${texts.upTo(group.maxChoices)}`;
}

/** One group: radios when it takes one choice, checkboxes (disabled at the maximum) otherwise. */
function GroupField({
  group,
  picked,
  onChange,
}: {
  group: OptionGroup;
  picked: string[];
  onChange: (ids: string[]) => void;
}) {
  const single = group.maxChoices === 1;
  const full = picked.length >= group.maxChoices;
  return (
    <fieldset className="dish-group">
      <legend className="dish-group-legend">
        {group.name} <span className="dish-group-rule">{rulesOf(group)}</span>
      </legend>
      {group.choices.map((choice) => {
        const checked = picked.includes(choice.id);
        const out = !choice.available || choice.soldOut === true;
        const disabled = out || (!single && full && !checked);
        return (
          <label key={choice.id} className={`dish-choice${disabled ? ' is-disabled' : ''}`}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`group-${group.id}`}
              checked={checked}
              disabled={disabled}
              onChange={() => {
                if (single) onChange(checked && !group.required ? [] : [choice.id]);
                else
                  onChange(
                    checked ? picked.filter((id) => id !== choice.id) : [...picked, choice.id],
                  );
              }}
            />
            <span className="dish-choice-name">{choice.name}</span>
            <span className="dish-choice-delta">
              {!out
                ? choice.deltaMinor === 0
                  ? ''
                  : `${choice.deltaMinor > 0 ? '+' : '−'}${formatMoney(Math.abs(choice.deltaMinor))}`
                : 'Sold out'}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The dish dialog: the dish's option groups with the defaults preselected, the running
 * price, and a note for the kitchen with its counter. The server prices the line again.
 */
export function DishOptionsDialog({
  item,
  open,
  adding,
  onClose,
  onAdd,
  addLabel = 'Add to Cart',
}: {
  item: MenuItem;
  open: boolean;
  adding: boolean;
  onClose: () => void;
  onAdd: (options: GroupSelection[], note: string) => void;
  /** The submit button's words (the staff phone-order screen adds to an order, not a cart). */
  addLabel?: string;
}) {
  const groups = item.options ?? [];
  const noteId = useId();
  const [picked, setPicked] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(defaultSelection(groups).map((s) => [s.groupId, s.choiceIds])),
  );
  const [note, setNote] = useState('');
  const selection = Object.entries(picked)
    .filter(([, ids]) => ids.length > 0)
    .map(([groupId, choiceIds]) => ({ groupId, choiceIds }));
  const priced = priceSelection(item.priceMinor, groups, selection);
  return (
    <Modal open={open} title={item.name} onClose={onClose} className="dish-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (priced.ok) onAdd(selection, note.trim());
        }}
      >
        <DishAllergens dish={item} full />
        {groups.map((group) => (
          <GroupField
            key={group.id}
            group={group}
            picked={picked[group.id] ?? []}
            onChange={(ids) => setPicked((now) => ({ ...now, [group.id]: ids }))}
          />
        ))}
        <label className="dish-note" htmlFor={noteId}>
          {texts.note}
        </label>
        <textarea
          id={noteId}
          className="dish-note-input"
          rows={2}
          maxLength={LINE_NOTE_MAX}
          placeholder={texts.notePlaceholder}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="dish-note-count" aria-live="polite">
          {note.length}/{LINE_NOTE_MAX}
        </p>
        {!priced.ok && (
          <p className="dish-dialog-error" role="alert">
            {priced.error.message}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!priced.ok || adding}>
            {addLabel} ·{' '}
            <span className="dish-dialog-price">
              {formatMoney(priced.ok ? priced.unitPriceMinor : item.priceMinor)}
            </span>
          </button>
        </div>
      </form>
    </Modal>
  );
}
