import { AppError } from '@server/errors';
import type { CartLine } from '@shared/cart';
import type { MenuItem } from '@shared/catalog';
import {
  type ChosenOption,
  defaultSelection,
  type GroupSelection,
  priceSelection,
} from '@shared/dish-options';
import type { CartRow } from './repository';

/** The stored choices of a line as the selection they were made from. */
export function selectionOf(choices: readonly ChosenOption[]): GroupSelection[] {
  const byGroup = new Map<string, string[]>();
  for (const choice of choices) {
    const ids = byGroup.get(choice.groupId) ?? [];
    ids.push(choice.choiceId);
    byGroup.set(choice.groupId, ids);
  }
  return [...byGroup].map(([groupId, choiceIds]) => ({ groupId, choiceIds }));
}

/**
 * What the diner asked for, checked and priced by the dish's rules: the given choices,
 * or the dish's defaults when none were sent (the card's quick "Add to Cart"). A forged or
 * out-of-rule selection is a 400 in words; a choice that ran out is a 409.
 */
export function priceRequest(item: MenuItem, options: GroupSelection[] | undefined) {
  const groups = item.options ?? [];
  const priced = priceSelection(item.priceMinor, groups, options ?? defaultSelection(groups));
  if (priced.ok) return priced;
  const { rule, message } = priced.error;
  throw new AppError(rule === 'unavailable' ? 'conflict' : 'invalid', message, {
    options: message,
  });
}

/**
 * One cart line at today's prices: the dish's current price plus its choices' current deltas.
 * A line whose dish or choices left the menu (or no longer fit the rules) is shown from its
 * snapshot and counts for nothing (available: false), which blocks checkout.
 */
export function toLine(row: CartRow, item: MenuItem | undefined): CartLine {
  const priced = item
    ? priceSelection(item.priceMinor, item.options ?? [], selectionOf(row.choices))
    : undefined;
  // The dish, or a choice of the line, is sold out: unavailable, and said so.
  const soldOut = item ? item.soldOut === true || choiceSoldOut(item, row.choices) : false;
  if (item && priced?.ok && soldOut)
    return {
      id: row.id,
      dishId: row.dishId,
      name: item.name,
      image: item.image,
      unitPriceMinor: priced.unitPriceMinor,
      quantity: row.quantity,
      lineTotalMinor: 0,
      available: false,
      choices: priced.choices,
      note: row.note,
      soldOut: true,
    };
  if (item && priced?.ok)
    return {
      id: row.id,
      dishId: row.dishId,
      name: item.name,
      image: item.image,
      unitPriceMinor: priced.unitPriceMinor,
      quantity: row.quantity,
      lineTotalMinor: 0,
      available: item.available,
      choices: priced.choices,
      note: row.note,
      ...previousPrice(row, item.available ? priced.unitPriceMinor : undefined),
    };
  return {
    id: row.id,
    dishId: row.dishId,
    name: item?.name ?? row.name,
    image: item?.image ?? { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight },
    unitPriceMinor: row.unitPriceMinor,
    quantity: row.quantity,
    lineTotalMinor: 0,
    available: false,
    choices: row.choices,
    note: row.note,
    ...(soldOut ? { soldOut: true } : {}),
  };
}

/**
 * The price the diner last saw, when today's differs. Null (a line from before
 * prices were remembered) counts as seen at today's price; an unavailable line has no notice.
 */
export function previousPrice(
  row: Pick<CartRow, 'seenUnitPriceMinor'>,
  todayMinor: number | undefined,
): { previousUnitPriceMinor?: number } {
  const seen = row.seenUnitPriceMinor;
  if (seen === null || todayMinor === undefined || seen === todayMinor) return {};
  return { previousUnitPriceMinor: seen };
}

function choiceSoldOut(item: MenuItem, choices: readonly ChosenOption[]): boolean {
  if (choices.length === 0 || !item.options) return false;
  const picked = new Set(choices.map((choice) => choice.choiceId));
  return item.options.some((group) => group.choices.some((c) => c.soldOut && picked.has(c.id)));
}
