import type { CartLine } from '@shared/cart';
import { cartTexts } from '@shared/cart-view';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@shared/constants';
import { formatMoney, withinOrderLimit } from '@shared/money';
import { soldOutTexts } from '@shared/sold-out';
import { useSession } from '@web/accounts';
import { Link } from '@web/lib/router';
import { LineChoices } from '@web/ui/LineChoices';
import { Modal } from '@web/ui/Modal';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { type ReactNode, useState } from 'react';
import { useCartQuery, useRemoveLineMutation, useSetQuantityMutation } from './api';
import { AcceptPrices, PriceWasNow } from './PriceChange';
import './cart.css';

const Minus = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
  >
    <path d="M5 12h14" />
  </svg>
);
const Plus = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
  >
    <path d="M5 12h14M12 5v14" />
  </svg>
);

function CartRow({ line, onRemove }: { line: CartLine; onRemove: (line: CartLine) => void }) {
  const setQuantity = useSetQuantityMutation();
  const change = (quantity: number) => setQuantity.mutate({ lineId: line.id, quantity });
  // A line still being added has no server id yet: it can be seen but not changed.
  const settled = !line.id.startsWith('pending-');
  const canChange = settled && line.available;
  return (
    <li className={`cart-line${line.available ? '' : ' is-unavailable'}`}>
      <img
        className="cart-line-img"
        src={line.image.url}
        alt=""
        width={line.image.width}
        height={line.image.height}
        loading="lazy"
        decoding="async"
      />
      <div className="cart-line-info">
        <h2 className="cart-line-name">{line.name}</h2>
        <LineChoices choices={line.choices} note={line.note} />
        <p className="cart-line-unit">{formatMoney(line.unitPriceMinor)} each</p>
        {line.available && (
          <PriceWasNow previousMinor={line.previousUnitPriceMinor} nowMinor={line.unitPriceMinor} />
        )}
        {!line.available && (
          <p className="cart-line-warning">
            {line.soldOut ? soldOutTexts.cartLine : cartTexts.lineUnavailable}
          </p>
        )}
      </div>
      <fieldset className="cart-line-qty">
        <legend className="visually-hidden">Quantity of {line.name}</legend>
        <button
          type="button"
          className="qty-btn"
          aria-label={`Decrease quantity of ${line.name}`}
          disabled={!canChange || line.quantity <= CART_QUANTITY_MIN}
          onClick={() => change(line.quantity - 1)}
        >
          <Minus />
        </button>
        <output className="qty-value" aria-live="polite">
          {line.quantity}
        </output>
        <button
          type="button"
          className="qty-btn"
          aria-label={`Increase quantity of ${line.name}`}
          disabled={!canChange || line.quantity >= CART_QUANTITY_MAX}
          onClick={() => change(line.quantity + 1)}
        >
          <Plus />
        </button>
      </fieldset>
      <p className="cart-line-total">
        {line.available ? (
          formatMoney(line.lineTotalMinor)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Not counted</span>
          </>
        )}
      </p>
      <button
        type="button"
        className="link-button cart-line-remove"
        disabled={!settled}
        onClick={() => onRemove(line)}
        aria-label={`Remove ${line.name}`}
      >
        Remove
      </button>
    </li>
  );
}

/** The cart (spec: Cart): lines with quantities, the subtotal, and the way to checkout. */
export default function CartPage() {
  usePageTitle(cartTexts.heading);
  // The page asks even without a guest-cart mark: the cookie may hold a cart this browser forgot,
  // and a query left disabled would show its spinner for ever (a guest who never added a dish, or a
  // diner whose session check failed and who reads as a guest until the next one).
  const cart = useCartQuery({ always: true });
  const remove = useRemoveLineMutation();
  const [removing, setRemoving] = useState<CartLine | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id);
    setRemoving(null);
  };

  // Whose cart this is follows the session: until it is known the page shows the spinner, which
  // is also what a prerendered page hydrates (React reads the session's server snapshot then),
  // even when the header's badge has already brought the cart into the cache.
  const { isLoading: sessionPending } = useSession();
  let body: ReactNode;
  if (cart.isPending || sessionPending) {
    body = <Spinner label="Loading your cart…" />;
  } else if (cart.isError) {
    body = (
      <div className="empty-state" role="alert">
        <p>We could not load your cart.</p>
        <button type="button" className="btn btn-secondary" onClick={() => void cart.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (cart.data.items.length === 0) {
    body = (
      <div className="empty-state cart-empty">
        <p>{cartTexts.empty}</p>
        <Link className="btn btn-primary" to="/Menu">
          Browse the menu
        </Link>
      </div>
    );
  } else {
    const { items, subtotalMinor } = cart.data;
    const unavailable = items.some((line) => !line.available);
    // Prices may have risen since the dishes were added: a cart past the largest order says so.
    const overLimit = !withinOrderLimit(subtotalMinor);
    // A price changed since adding; the diner accepts before paying.
    const priceChanged = items.some(
      (line) => line.available && line.previousUnitPriceMinor !== undefined,
    );
    const blocked = unavailable || overLimit || priceChanged;
    body = (
      <div className="cart-layout">
        <ul className="cart-lines">
          {items.map((line) => (
            <CartRow key={line.id} line={line} onRemove={setRemoving} />
          ))}
        </ul>
        <aside className="card cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary-title">
            Cart summary
          </h2>
          <dl className="cart-summary-rows">
            <div>
              <dt>{cartTexts.subtotal}</dt>
              <dd data-testid="cart-subtotal">{formatMoney(subtotalMinor)}</dd>
            </div>
          </dl>
          <p className="muted cart-summary-note">Delivery and payment are chosen at checkout.</p>
          {priceChanged && <AcceptPrices />}
          {blocked ? (
            <>
              <span className="btn btn-primary btn-block" aria-disabled="true">
                {cartTexts.checkout}
              </span>
              {unavailable && (
                <p className="cart-summary-note cart-summary-blocked">
                  Remove the dishes that are no longer available to check out.
                </p>
              )}
              {overLimit && (
                <p className="cart-summary-note cart-summary-blocked" role="alert">
                  {cartTexts.orderTooLarge}
                </p>
              )}
            </>
          ) : (
            <Link className="btn btn-primary btn-block" to="/checkout/payment">
              {cartTexts.checkout}
            </Link>
          )}
          <Link className="cart-continue" to="/Menu">
            Continue shopping
          </Link>
        </aside>
      </div>
    );
  }

  const shown = sessionPending ? undefined : cart.data;
  const count = shown?.count ?? 0;
  return (
    <section className="page">
      <div className="container">
        <h1 className="page-title">
          {cartTexts.heading}{' '}
          {shown && (
            <span className="cart-heading-count">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          )}
        </h1>
        {body}
      </div>
      <Modal
        open={removing !== null}
        title={cartTexts.confirmDelete}
        onClose={() => setRemoving(null)}
        className="cart-remove-modal"
      >
        <p>{removing?.name} will be taken out of your cart.</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setRemoving(null)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={confirmRemove}>
            {cartTexts.delete}
          </button>
        </div>
      </Modal>
    </section>
  );
}
