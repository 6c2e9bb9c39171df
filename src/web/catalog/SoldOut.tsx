import type { MenuItem } from '@shared/catalog';
import { soldOutTexts } from '@shared/sold-out';

/**
 * The dish card's sold-out badge, kept apart from the card so other card
 * changes (allergens) merge cleanly. A dish counting its portions shows how many are left when
 * few remain.
 */
export function SoldOutBadge({ item }: { item: MenuItem }) {
  if (item.soldOut)
    return (
      <p className="menu-card-soldout" role="status">
        {soldOutTexts.badge}
      </p>
    );
  if (typeof item.stock === 'number' && item.stock <= 5)
    return <p className="menu-card-stock">{soldOutTexts.stockLeft(item.stock)}</p>;
  return null;
}
