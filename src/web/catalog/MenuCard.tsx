import type { MenuItem } from '@shared/catalog';
import { catalogTexts } from '@shared/catalog-view';
import { dishAnchorOf } from '@shared/dish-links';
import { defaultSelection, priceSelection } from '@shared/dish-options';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { useAddToCartMutation } from '@web/cart';
import { useLive } from '@web/ui/useLive';
import { lazy, Suspense, useState } from 'react';
import { DishAllergens } from './DishAllergens';
import { useFavorite } from './favorites';
import { SoldOutBadge } from './SoldOut';

// The choices dialog (and its modal) loads when a diner first opens one, not with the menu: the
// menu's first paint no longer evaluates code that most visits never run.
const DishOptionsDialog = lazy(() =>
  import('./DishOptionsDialog').then((module) => ({ default: module.DishOptionsDialog })),
);

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

/**
 * One dish of the menu: picture, name, area, price, Add to Cart and Favorite (spec: Menu).
 * Each card has its own add request, so only the card being added reads 'Adding...'.
 */
export function MenuCard({
  item,
  staff = false,
  titleLevel = 2,
}: {
  item: MenuItem;
  /** A staff member's view of the store: no Add to Cart, a note in its place. */
  staff?: boolean;
  /** 3 under a category's own heading (the whole menu), 2 on a category's page. */
  titleLevel?: 2 | 3;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const [favorite, toggleFavorite] = useFavorite(item.id);
  // Guests add too: their cart is kept on the server under a cookie.
  const add = useAddToCartMutation();
  const adding = add.isPending;
  // A dish with options opens its dialog; the quick add takes its default choices.
  const [choosing, setChoosing] = useState(false);
  const groups = item.options ?? [];
  const quick = priceSelection(item.priceMinor, groups, defaultSelection(groups)).ok;
  const titleId = `dish-${item.id}`;
  const soldOut = item.soldOut === true;
  // A category page arrives with its cards in the HTML: until its code runs them, a tap on a
  // button would reach no handler and be lost, so they wait, disabled, for the page to be live.
  const live = useLive();
  return (
    <article
      className={`menu-card${soldOut ? ' is-sold-out' : ''}`}
      aria-labelledby={titleId}
      id={dishAnchorOf(item.name)}
    >
      <img
        className="menu-card-img"
        src={item.image.url}
        alt=""
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        decoding="async"
      />
      <div className="menu-card-body">
        <div className="menu-card-head">
          <Title id={titleId} className="menu-card-title">
            {item.name}
          </Title>
          <p className="menu-card-price">{formatMoney(item.priceMinor)}</p>
        </div>
        <p className="menu-card-area">{item.area}</p>
        {item.description && <p className="menu-card-text">{item.description}</p>}
        <DishAllergens dish={item} />
        <SoldOutBadge item={item} />
      </div>
      <div className="menu-card-actions">
        {staff ? (
          <span className="menu-card-staff-note">{messages.staffView.noOrdering}</span>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!live || adding || soldOut}
              aria-describedby={titleId}
              onClick={() => {
                if (quick) add.mutate({ dish: item });
                else setChoosing(true);
              }}
            >
              {adding ? catalogTexts.adding : catalogTexts.addToCart}
            </button>
            {groups.length > 0 && !soldOut && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={!live}
                aria-describedby={titleId}
                onClick={() => setChoosing(true)}
              >
                {messages.dishOptions.chooseOptions}
              </button>
            )}
          </>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm menu-card-fav"
          disabled={!live}
          aria-pressed={favorite}
          aria-describedby={titleId}
          title={
            favorite
              ? 'Saved in your favourites on this device'
              : 'Save as a favourite on this device'
          }
          onClick={toggleFavorite}
        >
          <HeartIcon filled={favorite} />
          {catalogTexts.favorite}
        </button>
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <DishOptionsDialog
            item={item}
            open={choosing}
            adding={adding}
            onClose={() => setChoosing(false)}
            onAdd={(options, note) =>
              add.mutate({ dish: item, options, note }, { onSuccess: () => setChoosing(false) })
            }
          />
        </Suspense>
      )}
    </article>
  );
}
