/** The bar's promotional menus: cocktails and wine. */

import { menuPageOf } from '@shared/featured-dishes';
import { formatMoney } from '@shared/money';
import { promoCocktail, promoWine } from '@web/marketing/art';
import { naira, type PromoMenu, titleOf } from './shape';

export const cocktailMenu: PromoMenu = {
  slug: 'Cocktail-menu',
  title: titleOf('Cocktail-menu'),
  teaser: 'Signature cocktails built on zobo, Chapman and palm wine, and the classics, at our bar.',
  order: {
    dishes: ['zobo', 'chapman', 'palm-wine'],
    label: 'Order drinks',
    to: menuPageOf('zobo'),
  },
  eyebrow: 'At the bar',
  intro:
    'Our bartenders borrow from both sides of the kitchen: West African hibiscus, ginger and tiger nut meet Italian bitters and sparkling wine. Every syrup is made in-house.',
  art: {
    src: promoCocktail,
    alt: 'A saffron cocktail in a coupe glass with a cherry and a tall Lagos spritz with ice and mint',
  },
  sections: [
    {
      heading: 'Tavola signatures',
      items: [
        {
          name: 'Zobo Negroni',
          description: 'Gin, hibiscus-infused sweet vermouth, Campari, orange peel.',
          priceMinor: naira(8500),
        },
        {
          name: 'Lagos Spritz',
          description: 'Aperol, Chapman syrup, prosecco, soda and a ribbon of cucumber.',
          priceMinor: naira(7500),
        },
        {
          name: 'Palm Wine Sour',
          description: 'Fresh palm wine, bourbon, lemon, a touch of honey and grated nutmeg.',
          priceMinor: naira(8000),
        },
        {
          name: 'Tiger Nut Colada',
          description: 'Aged rum, kunu aya tiger nut milk, pineapple, toasted coconut.',
          priceMinor: naira(8000),
        },
      ],
    },
    {
      heading: 'The classics',
      items: [
        {
          name: 'Negroni',
          description: 'Gin, Campari, sweet vermouth.',
          priceMinor: naira(7500),
        },
        {
          name: 'Margarita',
          description: 'Tequila, triple sec, lime, salt.',
          priceMinor: naira(7500),
        },
        {
          name: 'Old Fashioned',
          description: 'Bourbon, demerara, Angostura, orange.',
          priceMinor: naira(9000),
        },
        { name: 'Mojito', description: 'Rum, lime, mint, soda.', priceMinor: naira(7000) },
      ],
    },
    {
      heading: 'Without alcohol',
      items: [
        {
          name: 'Chapman',
          description: 'The Lagos original: orange, lemon, grenadine, bitters and cucumber.',
          priceMinor: naira(4000),
          dish: 'chapman',
        },
        {
          name: 'Ginger Zobo Fizz',
          description: 'Hibiscus, fresh ginger, cloves and soda.',
          priceMinor: naira(3500),
        },
        {
          name: 'Virgin Colada',
          description: 'Tiger nut milk, pineapple and coconut.',
          priceMinor: naira(4000),
        },
      ],
    },
  ],
  notes: [
    'Drinks with alcohol are served to guests aged 18 and over; we may ask for ID.',
    'Cocktails are served at the bar and at your table, not for delivery.',
  ],
};

export const wineMenu: PromoMenu = {
  slug: 'Wine-menu',
  title: titleOf('Wine-menu'),
  teaser: 'Italian, South African and French bottles chosen to stand up to pepper.',
  eyebrow: 'The cellar',
  intro:
    'Pepper and smoke are hard on delicate wines, so we choose bottles with fruit and backbone: crisp whites for grilled fish, juicy reds for suya and steak. Ask us for a pairing.',
  art: {
    src: promoWine,
    alt: 'A bottle of red wine with a glass of red, a glass of white and a bunch of grapes',
  },
  sections: [
    {
      heading: 'By the glass',
      note: '175 ml',
      items: [
        {
          name: 'Prosecco, Veneto',
          description: 'Pear, white flowers, fine bubbles.',
          priceMinor: naira(6500),
        },
        {
          name: 'Sauvignon Blanc, Western Cape',
          description: 'Lime and green pepper. Lovely with pepper soup.',
          priceMinor: naira(6000),
        },
        {
          name: 'Vermentino, Sardinia',
          description: 'Salty, citrusy, made for grilled croaker.',
          priceMinor: naira(7000),
        },
        {
          name: 'Rosé, Provence',
          description: 'Dry, pale, strawberries and herbs.',
          priceMinor: naira(7000),
        },
        {
          name: 'Pinotage, Stellenbosch',
          description: 'Smoky dark fruit that loves suya.',
          priceMinor: naira(6500),
        },
        {
          name: 'Chianti Classico, Tuscany',
          description: 'Cherries and a firm grip for pasta and pizza.',
          priceMinor: naira(7500),
        },
      ],
    },
    {
      heading: 'By the bottle',
      note: '750 ml',
      items: [
        { name: 'Chenin Blanc, Swartland', priceMinor: naira(32000) },
        { name: 'Primitivo, Puglia', priceMinor: naira(38000) },
        { name: 'Malbec, Mendoza', priceMinor: naira(36000) },
        { name: 'Champagne Brut, non-vintage', priceMinor: naira(95000) },
        { name: 'Barolo, Piedmont', priceMinor: naira(120000) },
      ],
    },
  ],
  notes: [
    'Wine is served to guests aged 18 and over.',
    `Bringing your own bottle for a celebration? Corkage is ${formatMoney(naira(10000))} per bottle.`,
  ],
};
