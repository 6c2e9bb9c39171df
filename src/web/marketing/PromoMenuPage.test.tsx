import { dishAnchorOf } from '@shared/dish-links';
import { featuredDishes } from '@shared/featured-dishes';
import { promoMenuTexts } from '@shared/promo-menu-texts';
import { renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PromoMenuPage from './PromoMenuPage';
import { promoMenus } from './promoMenus';

const itemOf = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('a promotional menu page', () => {
  it('links an item the online menu sells to its dish’s card on the menu', async () => {
    await renderScreen(<PromoMenuPage slug="Steak-menu" />, { path: '/Steak-menu' });
    const flank = within(itemOf('Suya-spiced flank, 250 g')).getByRole('link', {
      name: promoMenuTexts.orderDish('Suya-spiced flank, 250 g'),
    });
    expect(flank).toHaveAttribute('href', '/Menu?category=Steak#menu-dish-suya-flank-steak');
    expect(flank).toHaveTextContent(promoMenuTexts.orderOnline);
    // An item served only at the restaurant has no order link, and the page says so.
    expect(within(itemOf('Sirloin, 250 g')).queryByRole('link')).toBeNull();
    expect(screen.getByText(promoMenuTexts.someInHouse)).toBeVisible();
  });

  it('says a menu served only at the restaurant is booked, not ordered', async () => {
    await renderScreen(<PromoMenuPage slug="Wine-menu" />, { path: '/Wine-menu' });
    expect(screen.getByText(promoMenuTexts.allInHouse)).toBeVisible();
    expect(screen.queryByRole('link', { name: /online$/ })).toBeNull();
  });

  it('names only dishes the menu has, under the anchor their card carries', () => {
    const linked = promoMenus.flatMap((menu) =>
      menu.sections.flatMap((section) => section.items.flatMap((item) => item.dish ?? [])),
    );
    expect(linked.length).toBeGreaterThanOrEqual(4);
    for (const slug of linked) expect(featuredDishes[slug]).toBeDefined();
    expect(dishAnchorOf('Ribeye with Peppercorn Sauce')).toBe(
      'menu-dish-ribeye-with-peppercorn-sauce',
    );
  });
});
