import { cartTexts } from '@shared/cart-view';
import { formatMoney } from '@shared/money';
import { useEffect, useRef } from 'react';
import { useAcceptPricesMutation } from './api';
import './price-change.css';

/** One line's price change: "was NGN 4,500.00 → now NGN 5,000.00". */
export function PriceWasNow({
  previousMinor,
  nowMinor,
  className = 'price-change',
}: {
  previousMinor: number | undefined;
  nowMinor: number;
  className?: string;
}) {
  if (previousMinor === undefined || previousMinor === nowMinor) return null;
  const direction = nowMinor > previousMinor ? 'up' : 'down';
  return (
    <span className={`${className} is-${direction}`}>
      <span className="visually-hidden">Price changed: </span>
      was <s>{formatMoney(previousMinor)}</s> <span aria-hidden="true">→</span> now{' '}
      <strong>{formatMoney(nowMinor)}</strong>
    </span>
  );
}

/**
 * The notice above a cart whose prices changed, and the one button that accepts them all. When
 * the diner tried to pay anyway (`refused`), the same message becomes an alert and the button
 * takes the focus: payment is refused until the new prices are accepted (the server says 409 too).
 */
export function AcceptPrices({
  onAccepted,
  refused = false,
}: {
  onAccepted?: () => void;
  refused?: boolean;
}) {
  const accept = useAcceptPricesMutation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refused) button.current?.focus();
  }, [refused]);
  return (
    <div
      className={`price-change-notice${refused ? ' is-refused' : ''}`}
      role={refused ? undefined : 'status'}
    >
      <p role={refused ? 'alert' : undefined}>{cartTexts.pricesChanged}</p>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary btn-block"
        aria-disabled={accept.isPending || undefined}
        onClick={() => !accept.isPending && accept.mutate(undefined, { onSuccess: onAccepted })}
      >
        {cartTexts.acceptPrices}
      </button>
    </div>
  );
}
