import { messages } from './messages';

/**
 * Option groups of a dish: "Size" (required, exactly one), "Extras" (optional,
 * up to 3)... The rules both sides apply: the dialog to show the running price and disable what
 * cannot be picked, the server to validate and price every cart line. Pure, no zod.
 */

export const LINE_NOTE_MAX = 140;

export interface OptionChoice {
  id: string;
  name: string;
  /** Added to the dish's price, integer minor units; 0 or negative allowed (Small: −1,000). */
  deltaMinor: number;
  available: boolean;
  /** Preselected in the dialog and used by a quick "Add to Cart" from the card. */
  isDefault: boolean;
  /** Sold out now: shown, never picked; `available` stays the owner's switch. */
  soldOut?: boolean;
  /** When a "for today" sold-out mark ends (ISO); null = until turned back. */
  soldOutUntil?: string | null;
}

export interface OptionGroup {
  id: string;
  name: string;
  /** A required group needs at least one choice (and at least `minChoices`). */
  required: boolean;
  minChoices: number;
  maxChoices: number;
  choices: OptionChoice[];
}

/** What the diner picked in one group. */
export interface GroupSelection {
  groupId: string;
  choiceIds: string[];
}

/** One picked choice as a line carries it and an order keeps it (a snapshot of name and delta). */
export interface ChosenOption {
  groupId: string;
  group: string;
  choiceId: string;
  name: string;
  deltaMinor: number;
}

export type OptionRule =
  | 'unknownGroup'
  | 'unknownChoice'
  | 'unavailable'
  | 'duplicate'
  | 'required'
  | 'tooFew'
  | 'tooMany'
  | 'belowZero';

export interface OptionError {
  rule: OptionRule;
  message: string;
  groupId?: string;
  choiceId?: string;
}

export type PricedSelection =
  | { ok: true; unitPriceMinor: number; choices: ChosenOption[]; key: string }
  | { ok: false; error: OptionError };

const texts = messages.dishOptions;

/** The fewest choices a group accepts once the diner picks anything in it. */
export const groupMin = (group: OptionGroup) =>
  group.required ? Math.max(1, group.minChoices) : group.minChoices;

/** A stable key for a set of choices: the same choices in any order give the same key. */
export function selectionKey(choiceIds: readonly string[]): string {
  return [...choiceIds].sort().join(',');
}

/** The dish's defaults: each group's available choices marked default. */
export function defaultSelection(groups: readonly OptionGroup[]): GroupSelection[] {
  return groups
    .map((group) => ({
      groupId: group.id,
      choiceIds: group.choices
        .filter((c) => c.isDefault && c.available && !c.soldOut)
        .map((c) => c.id),
    }))
    .filter((s) => s.choiceIds.length > 0);
}

const fail = (error: OptionError): PricedSelection => ({ ok: false, error });

/**
 * Checks a selection against the dish's groups and prices it: base + the deltas of the choices.
 * Refuses (with the first broken rule, in words) an unknown group or choice, an unavailable
 * choice, a group or choice named twice, a required group left out, too few or too many choices
 * in a group, and a total below zero.
 */
export function priceSelection(
  baseMinor: number,
  groups: readonly OptionGroup[],
  selection: readonly GroupSelection[],
): PricedSelection {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const picked = new Map<string, OptionChoice[]>();
  for (const entry of selection) {
    const group = byId.get(entry.groupId);
    if (!group) return fail({ rule: 'unknownGroup', message: texts.unknownGroup });
    if (picked.has(group.id))
      return fail({ rule: 'duplicate', message: texts.duplicate(group.name), groupId: group.id });
    const choices: OptionChoice[] = [];
    for (const choiceId of entry.choiceIds) {
      const choice = group.choices.find((c) => c.id === choiceId);
      if (!choice)
        return fail({
          rule: 'unknownChoice',
          message: texts.unknownChoice(group.name),
          groupId: group.id,
          choiceId,
        });
      if (choices.includes(choice))
        return fail({
          rule: 'duplicate',
          message: texts.duplicate(choice.name),
          groupId: group.id,
          choiceId,
        });
      if (!choice.available || choice.soldOut)
        return fail({
          rule: 'unavailable',
          message: choice.soldOut ? texts.soldOut(choice.name) : texts.unavailable(choice.name),
          groupId: group.id,
          choiceId,
        });
      choices.push(choice);
    }
    picked.set(group.id, choices);
  }
  const chosen: ChosenOption[] = [];
  let unitPriceMinor = baseMinor;
  for (const group of groups) {
    const choices = picked.get(group.id) ?? [];
    if (group.required && choices.length === 0)
      return fail({ rule: 'required', message: texts.required(group.name), groupId: group.id });
    if (choices.length > 0 && choices.length < groupMin(group))
      return fail({
        rule: 'tooFew',
        message: texts.tooFew(group.name, groupMin(group)),
        groupId: group.id,
      });
    if (choices.length > group.maxChoices)
      return fail({
        rule: 'tooMany',
        message: texts.tooMany(group.name, group.maxChoices),
        groupId: group.id,
      });
    // In the dish's order of groups and choices, whatever order they were sent in.
    for (const choice of group.choices) {
      if (!choices.includes(choice)) continue;
      unitPriceMinor += choice.deltaMinor;
      chosen.push({
        groupId: group.id,
        group: group.name,
        choiceId: choice.id,
        name: choice.name,
        deltaMinor: choice.deltaMinor,
      });
    }
  }
  if (unitPriceMinor < 0) return fail({ rule: 'belowZero', message: texts.belowZero });
  return {
    ok: true,
    unitPriceMinor,
    choices: chosen,
    key: selectionKey(chosen.map((c) => c.choiceId)),
  };
}

/** The picked choices in a few words, for the cart, tickets and mails: "Large, Olives". */
export const choicesSummary = (choices: readonly Pick<ChosenOption, 'name'>[]) =>
  choices.map((c) => c.name).join(', ');

/** A line in one go, for mails and short lists: 'Margherita (Large, Olives) — "well done"'. */
export function lineLabel(
  name: string,
  choices: readonly Pick<ChosenOption, 'name'>[],
  note?: string | null,
): string {
  const picked = choices.length > 0 ? ` (${choicesSummary(choices)})` : '';
  return `${name}${picked}${note ? ` — "${note}"` : ''}`;
}
