import type { MenuItem } from '@shared/catalog';
import { type GroupSelection, priceSelection, selectionKey } from '@shared/dish-options';
import { formatMoney } from '@shared/money';

/** One line of the order being built: the dish, its choices and note, how many. */
export interface DraftLine {
  key: string;
  item: MenuItem;
  options: GroupSelection[];
  note: string;
  quantity: number;
  /** The dish's price with its choices, as the cart prices it (the server prices it again). */
  unitPriceMinor: number;
  choiceNames: string[];
}

/** A new line, or null when the choices do not fit the dish's rules. */
export function draftLine(
  item: MenuItem,
  options: GroupSelection[],
  note: string,
): DraftLine | null {
  const priced = priceSelection(item.priceMinor, item.options ?? [], options);
  if (!priced.ok) return null;
  return {
    key: `${item.id}|${selectionKey(priced.choices.map((c) => c.choiceId))}|${note}`,
    item,
    options,
    note,
    quantity: 1,
    unitPriceMinor: priced.unitPriceMinor,
    choiceNames: priced.choices.map((choice) => choice.name),
  };
}

/** Adds a line; the same dish with the same choices and note adds one to that line instead. */
export const addLine = (lines: DraftLine[], line: DraftLine): DraftLine[] =>
  lines.some((l) => l.key === line.key)
    ? lines.map((l) => (l.key === line.key ? { ...l, quantity: l.quantity + 1 } : l))
    : [...lines, line];

/** The order's lines with − / + and Remove. */
export function StaffOrderLines({
  lines,
  onQuantity,
}: {
  lines: DraftLine[];
  onQuantity: (key: string, quantity: number) => void;
}) {
  if (lines.length === 0) return <p className="muted">No dishes yet: add them from the menu.</p>;
  return (
    <ul className="staff-lines">
      {lines.map((line) => (
        <li key={line.key} className="staff-line">
          <div className="staff-line-what">
            <strong>{line.item.name}</strong>
            {line.choiceNames.length > 0 && (
              <span className="muted"> · {line.choiceNames.join(', ')}</span>
            )}
            {line.note && <p className="muted staff-line-note">Note: {line.note}</p>}
          </div>
          <div className="staff-line-qty">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`One less ${line.item.name}`}
              onClick={() => onQuantity(line.key, line.quantity - 1)}
            >
              −
            </button>
            <span>
              {line.quantity}
              <span className="visually-hidden"> × {line.item.name}</span>
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`One more ${line.item.name}`}
              onClick={() => onQuantity(line.key, line.quantity + 1)}
            >
              +
            </button>
          </div>
          <span className="staff-line-total">
            {formatMoney(line.unitPriceMinor * line.quantity)}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`Remove ${line.item.name}`}
            onClick={() => onQuantity(line.key, 0)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
