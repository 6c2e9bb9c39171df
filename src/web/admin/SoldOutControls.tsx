import type { MenuItem } from '@shared/catalog';
import { type SoldOutMode, soldOutTexts as t } from '@shared/sold-out';
import { errorMessage } from '@web/lib/api/errors';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { type SoldOutChange, useSoldOutMutation } from './sold-out-api';
import './sold-out.css';

/** The words of a dish's or choice's state: sold out today, until turned back, or nothing. */
export function soldOutLabel(state: {
  soldOut?: boolean;
  soldOutUntil?: string | null;
  stock?: number | null;
}) {
  if (!state.soldOut) return null;
  if (state.stock === 0) return t.noPortionsLeft;
  return state.soldOutUntil ? t.forToday : t.untilTurnedBack;
}

/**
 * The compact sold-out switch of one dish, on the owner's dish list and the
 * kitchen's 86 list: on sale -> "Sold out today" (one tap) or "Until turned back"; sold out ->
 * "Back on sale". With `detailed`, also the portions count and each choice of its option groups.
 */
export function SoldOutControls({
  dish,
  detailed = false,
}: {
  dish: MenuItem;
  detailed?: boolean;
}) {
  const mark = useSoldOutMutation((error) => toast.error(errorMessage(error, t.stockRange)));
  const busy = mark.isPending && mark.variables?.dishId === dish.id;
  const send = (change: Omit<SoldOutChange, 'dishId'>) =>
    mark.mutate({ dishId: dish.id, ...change });
  const label = soldOutLabel(dish);
  return (
    <div className="soldout-controls">
      {label && <span className="badge badge-danger">{label}</span>}
      <ModeButtons
        name={dish.name}
        soldOut={dish.soldOut === true}
        busy={busy}
        onMode={(mode) => send({ mode })}
      />
      {detailed && <StockField dish={dish} busy={busy} onSave={(stock) => send({ stock })} />}
      {detailed && (dish.options ?? []).length > 0 && (
        <p className="soldout-choices-hint">Choices: tap one to mark it sold out today</p>
      )}
      {detailed &&
        (dish.options ?? []).flatMap((group) =>
          group.choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              className={`btn btn-sm ${choice.soldOut ? 'btn-primary' : 'btn-secondary'} soldout-choice`}
              aria-pressed={choice.soldOut === true}
              disabled={busy}
              onClick={() => send({ mode: choice.soldOut ? 'off' : 'today', choiceId: choice.id })}
            >
              {group.name}: {choice.name}
              {choice.soldOut ? ` · ${t.badge}` : ''}
            </button>
          )),
        )}
    </div>
  );
}

function ModeButtons({
  name,
  soldOut,
  busy,
  onMode,
}: {
  name: string;
  soldOut: boolean;
  busy: boolean;
  onMode: (mode: SoldOutMode) => void;
}) {
  if (soldOut)
    return (
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={busy}
        aria-label={`${t.backOnSale}: ${name}`}
        onClick={() => onMode('off')}
      >
        {t.backOnSale}
      </button>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={busy}
        aria-label={`${t.forToday}: ${name}`}
        onClick={() => onMode('today')}
      >
        {t.forToday}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={busy}
        aria-label={`${t.untilTurnedBack}: ${name}`}
        onClick={() => onMode('manual')}
      >
        Until turned back
      </button>
    </>
  );
}

/** Portions left: empty = not counted; a payment takes its quantity, 0 makes the dish sold out. */
function StockField({
  dish,
  busy,
  onSave,
}: {
  dish: MenuItem;
  busy: boolean;
  onSave: (stock: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(dish.stock == null ? '' : String(dish.stock));
  const value = text.trim() === '' ? null : Number(text);
  return (
    <form
      className="soldout-stock"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <label htmlFor={id}>Portions left</label>
      <input
        id={id}
        inputMode="numeric"
        className="input"
        value={text}
        placeholder="not counted"
        onChange={(event) => setText(event.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
      />
      <button type="submit" className="btn btn-ghost btn-sm" disabled={busy}>
        Save
      </button>
    </form>
  );
}
