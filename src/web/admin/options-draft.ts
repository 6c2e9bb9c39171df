import type { OptionGroup } from '@shared/dish-options';
import { optionsEditorTexts as texts } from '@shared/dish-options-editor-texts';
import { type DishOptionsInput, dishOptionsInputSchema } from '@shared/dish-options-schema';
import { parsePriceDelta, priceDeltaText } from '@shared/price-input';

/**
 * The owner's option-groups editor keeps what is typed as text (a price delta "+800", a maximum
 * "3") until saving. `checkDraft` reads it and runs the very schema the server runs, so the form
 * says what the server would say, next to the field; its error keys are the server's field paths
 * ("groups.0.maxChoices"), so a refusal from the server lands in the same place.
 */

export interface ChoiceDraft {
  /** React's key: the stored id, or a local one for a choice not saved yet. */
  key: string;
  id?: string;
  name: string;
  delta: string;
  available: boolean;
  isDefault: boolean;
}

export interface GroupDraft {
  key: string;
  id?: string;
  name: string;
  required: boolean;
  min: string;
  max: string;
  choices: ChoiceDraft[];
}

export type DraftErrors = Record<string, string>;

let localKeys = 0;
const nextKey = () => `new-${++localKeys}`;

export const newChoice = (): ChoiceDraft => ({
  key: nextKey(),
  name: '',
  delta: '',
  available: true,
  isDefault: false,
});

export const newGroup = (): GroupDraft => ({
  key: nextKey(),
  name: '',
  required: false,
  min: '0',
  max: '1',
  choices: [newChoice()],
});

/** The stored groups as the editor shows them. */
export function toDraft(groups: readonly OptionGroup[]): GroupDraft[] {
  return groups.map((group) => ({
    key: group.id,
    id: group.id,
    name: group.name,
    required: group.required,
    min: String(group.minChoices),
    max: String(group.maxChoices),
    choices: group.choices.map((choice) => ({
      key: choice.id,
      id: choice.id,
      name: choice.name,
      delta: priceDeltaText(choice.deltaMinor),
      available: choice.available,
      isDefault: choice.isDefault,
    })),
  }));
}

/** The list with the item at `index` moved `by` places (-1 up, +1 down); unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

const WHOLE = /^\d{1,3}$/;

/** Marks every name used twice in a list (trimmed, any case) under `key(i)`. */
function markSameNames(
  names: readonly string[],
  key: (index: number) => string,
  message: string,
  errors: DraftErrors,
) {
  const seen = names.map((name) => name.trim().toLowerCase());
  seen.forEach((name, index) => {
    if (name !== '' && seen.indexOf(name) !== seen.lastIndexOf(name))
      errors[key(index)] ??= message;
  });
}

export type DraftCheck = { ok: true; input: DishOptionsInput } | { ok: false; errors: DraftErrors };

/** Reads the draft into the PUT body, or says what is wrong, field by field. */
export function checkDraft(groups: readonly GroupDraft[]): DraftCheck {
  const errors: DraftErrors = {};
  const input: DishOptionsInput = {
    groups: groups.map((group, g) => {
      const at = `groups.${g}`;
      const number = (text: string, field: string, fallback: number) => {
        if (WHOLE.test(text.trim())) return Number(text.trim());
        errors[`${at}.${field}`] = texts.wholeNumber;
        return fallback;
      };
      // A number that cannot be read stands in as one that breaks no other rule.
      const min = number(group.min, 'minChoices', group.required ? 1 : 0);
      const max = number(group.max, 'maxChoices', Math.max(min, group.choices.length, 1));
      return {
        ...(group.id ? { id: group.id } : {}),
        name: group.name,
        required: group.required,
        minChoices: min,
        maxChoices: max,
        choices: group.choices.map((choice, c) => {
          const delta = parsePriceDelta(choice.delta);
          if (!delta.ok) errors[`${at}.choices.${c}.deltaMinor`] = texts.deltaFormat;
          return {
            ...(choice.id ? { id: choice.id } : {}),
            name: choice.name,
            deltaMinor: delta.ok ? delta.minor : 0,
            available: choice.available,
            isDefault: choice.isDefault,
          };
        }),
      };
    }),
  };
  markSameNames(
    groups.map((g) => g.name),
    (g) => `groups.${g}.name`,
    texts.sameGroupName,
    errors,
  );
  for (const [g, group] of groups.entries())
    markSameNames(
      group.choices.map((c) => c.name),
      (c) => `groups.${g}.choices.${c}.name`,
      texts.sameChoiceName,
      errors,
    );
  const parsed = dishOptionsInputSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[issue.path.map(String).join('.') || 'groups'] ??= issue.message;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
