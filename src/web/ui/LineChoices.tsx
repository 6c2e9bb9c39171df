import { choicesSummary } from '@shared/dish-options';
import './line-choices.css';

/**
 * What a line was made with: its choices ("Large, Extra mozzarella, Olives") and the
 * diner's note for the kitchen, under the dish's name in the cart, checkout, order page and board.
 */
export function LineChoices({
  choices,
  note,
}: {
  choices: readonly { name: string }[];
  note?: string | null;
}) {
  if (choices.length === 0 && !note) return null;
  return (
    <span className="line-choices">
      {choices.length > 0 && <span className="line-choices-picked">{choicesSummary(choices)}</span>}
      {note && (
        <span className="line-choices-note">
          <span className="visually-hidden">Note: </span>“{note}”
        </span>
      )}
    </span>
  );
}
