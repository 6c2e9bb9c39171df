import { PROMO_MENUS } from '@shared/constants';
import { type FeaturedDishSlug, featuredDishes, menuPageOf } from '@shared/featured-dishes';
import { formatMoney } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { plates } from './galleryContent';
import { slides } from './heroSlides';
import { dishName, explore, fastFood, steps } from './homeContent';
import { menuList } from './menuList';
import { promoMenuFor, promoMenus } from './promoMenus';

describe('home content follows the spec', () => {
  it('has three slides whose calls to action go to /menu, /menu and /reservation', () => {
    expect(slides.map((slide) => new URL(slide.cta.to, 'http://x').pathname.toLowerCase())).toEqual(
      ['/menu', '/menu', '/reservation'],
    );
  });

  it('has the Fast food tabs Vegetables, Snacks, Pastries with three named, described dishes each', () => {
    expect(fastFood.map((tab) => tab.label)).toEqual(['Vegetables', 'Snacks', 'Pastries']);
    for (const tab of fastFood) {
      expect(tab.dishes).toHaveLength(3);
      for (const dish of tab.dishes) {
        expect(dishName(dish.dish).length).toBeGreaterThan(2);
        expect(dish.description.length).toBeGreaterThan(20);
      }
    }
  });

  it('has the slider steps our kitchen, our dining, customer satisfaction in that order', () => {
    expect(steps.map((step) => step.title)).toEqual([
      'Our kitchen',
      'Our dining',
      'Customer satisfaction',
    ]);
  });

  it('gives every picture a description', () => {
    const alts = [...slides, ...fastFood, ...steps].map((item) => item.art.alt);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(15);
  });
});

describe('static menu list', () => {
  it('has the headings Vegetable, Drinks, Snacks, Food, each with item names', () => {
    expect(menuList.map((group) => group.heading)).toEqual([
      'Vegetable',
      'Drinks',
      'Snacks',
      'Food',
    ]);
    for (const group of menuList) expect(group.items.length).toBeGreaterThan(0);
  });
});

describe('promotional menus', () => {
  it('has one real menu for each of the five promotional paths, titled as in the constants', () => {
    expect(promoMenus.map((menu) => `/${menu.slug}`)).toEqual(PROMO_MENUS.map((p) => p.path));
    for (const promo of PROMO_MENUS) {
      const menu = promoMenuFor(promo.path.slice(1));
      expect(menu?.title).toBe(promo.title);
      expect(menu?.sections.flatMap((s) => s.items).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('finds a menu whatever the letter case of the path, and nothing for an unknown one', () => {
    expect(promoMenuFor('wine-menu')?.slug).toBe('Wine-menu');
    expect(promoMenuFor('Dessert-menu')).toBeUndefined();
  });

  it('prices every item in whole kobo, shown in NGN with two decimals', () => {
    for (const item of promoMenus.flatMap((menu) => menu.sections.flatMap((s) => s.items))) {
      expect(Number.isInteger(item.priceMinor)).toBe(true);
      expect(item.priceMinor).toBeGreaterThan(0);
      expect(formatMoney(item.priceMinor)).toMatch(/^NGN \d{1,3}(,\d{3})*\.\d{2}$/);
    }
    const negroni = promoMenuFor('Cocktail-menu')?.sections[0]?.items[0];
    expect(negroni && formatMoney(negroni.priceMinor)).toBe('NGN 8,500.00');
  });
});

describe('the dishes the marketing pages name', () => {
  const mentions = (text: string, dish: FeaturedDishSlug) =>
    text.toLowerCase().includes(featuredDishes[dish].name.toLowerCase());
  const categoryOf = (to: string) => new URL(to, 'http://x').searchParams.get('category');

  it('name each dish as the menu does, and the call to action opens its category', () => {
    for (const slide of slides.filter((s) => s.cta.to.toLowerCase().startsWith('/menu'))) {
      for (const dish of slide.dishes) expect(mentions(slide.title, dish), dish).toBe(true);
      expect(slide.cta.to).toBe(menuPageOf(slide.dishes[0]!));
    }
    for (const tab of fastFood)
      for (const { dish } of tab.dishes)
        expect(categoryOf(tab.cta.to), dish).toBe(featuredDishes[dish].category);
    for (const block of explore)
      for (const dish of block.dishes) {
        expect(mentions(block.text, dish), dish).toBe(true);
        expect(categoryOf(block.cta.to), dish).toBe(featuredDishes[dish].category);
      }
    for (const image of plates.filter((p) => p.dish))
      expect(mentions(image.caption, image.dish!)).toBe(true);
  });

  it('name in the promotional blocks only dishes of the menu, with a link to order them', () => {
    for (const menu of promoMenus) {
      if (!menu.order) continue;
      for (const dish of menu.order.dishes) expect(mentions(menu.teaser, dish), dish).toBe(true);
      expect(menu.order.dishes.map((dish) => featuredDishes[dish].category)).toContain(
        categoryOf(menu.order.to),
      );
    }
  });
});
