import { PROMO_MENUS } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { promoChildren, promoCocktail, promoGroup, promoSteak, promoWine } from './art';

export type PromoSlug = (typeof PROMO_MENUS)[number]['path'] extends `/${infer S}` ? S : never;

export interface PromoItem {
  name: string;
  description?: string;
  /** Integer kobo, shown with formatMoney. */
  priceMinor: number;
  /** What the price buys when it is not one plate or one glass, e.g. "per guest". */
  unit?: string;
}

export interface PromoSection {
  heading: string;
  note?: string;
  items: PromoItem[];
}

export interface PromoMenu {
  slug: PromoSlug;
  title: string;
  /** One line for the promotional block on the Menu page. */
  teaser: string;
  eyebrow: string;
  intro: string;
  art: { src: string; alt: string };
  sections: PromoSection[];
  /** House rules a diner should know before ordering (age, group size, allergies...). */
  notes: string[];
}

const naira = (amount: number) => Math.round(amount * 100);
const titleOf = (slug: PromoSlug) =>
  PROMO_MENUS.find((promo) => promo.path === `/${slug}`)?.title ?? slug;

/** The five promotional menus (spec: /Cocktail-menu, /Wine-menu, /Group-menu, /Children-menu, /Steak-menu). */
export const promoMenus: PromoMenu[] = [
  {
    slug: 'Cocktail-menu',
    title: titleOf('Cocktail-menu'),
    teaser: 'Zobo Negroni, palm wine sour and the classics, shaken at our bar.',
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
  },
  {
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
  },
  {
    slug: 'Group-menu',
    title: titleOf('Group-menu'),
    teaser: 'Sharing feasts for eight or more: small chops, jollof, pasta and dessert.',
    eyebrow: 'For eight or more',
    intro:
      'Birthdays, office lunches, the cousins home from abroad: let us cook for the whole table. Platters arrive in the middle to share, so nobody has to choose alone.',
    art: {
      src: promoGroup,
      alt: 'A long table seen from above with a big sharing platter of jollof and small plates around it',
    },
    sections: [
      {
        heading: 'Feasts',
        note: 'Priced per guest, for groups of 8 to 24',
        items: [
          {
            name: 'The Lagos feast',
            description:
              'Small chops basket, suya board, party jollof and fried rice with grilled chicken and croaker, dodo, coleslaw; puff-puff with zobo syrup to finish.',
            priceMinor: naira(28000),
            unit: 'per guest',
          },
          {
            name: 'The Tavola feast',
            description:
              'Focaccia and dips, calamari fritti, seafood linguine, suya pizza, grilled steak with chimichurri, garden salad; tiramisu and chin chin to finish.',
            priceMinor: naira(35000),
            unit: 'per guest',
          },
        ],
      },
      {
        heading: 'Add to the table',
        items: [
          {
            name: 'Whole grilled croaker',
            description: 'With pepper sauce and roasted yam, serves four.',
            priceMinor: naira(24000),
          },
          {
            name: 'Celebration cake',
            description: 'Vanilla sponge with zobo cream, serves twelve. Order two days ahead.',
            priceMinor: naira(30000),
          },
          {
            name: 'Drinks package',
            description: 'Chapman, zobo, soft drinks and water for three hours.',
            priceMinor: naira(9000),
            unit: 'per guest',
          },
        ],
      },
    ],
    notes: [
      'Book at least two days ahead so we can shop for you.',
      'Tell us about allergies and dietary needs when you book; we adapt every feast.',
    ],
  },
  {
    slug: 'Children-menu',
    title: titleOf('Children-menu'),
    teaser: 'Small portions of the real thing, for guests under twelve.',
    eyebrow: 'For guests under twelve',
    intro:
      'The same kitchen, the same fresh ingredients, with the pepper turned down and the portions sized for small hands. Every children’s main comes with a fresh juice.',
    art: {
      src: promoChildren,
      alt: 'A smiling plate with spaghetti, meatballs and a sausage roll beside a glass of juice',
    },
    sections: [
      {
        heading: 'Mains',
        note: 'Each with a fresh orange, pineapple or watermelon juice',
        items: [
          {
            name: 'Little jollof',
            description: 'Mild jollof rice with grilled chicken strips and sweet dodo.',
            priceMinor: naira(5500),
          },
          {
            name: 'Spaghetti with tomato and meatballs',
            description: 'Beef meatballs in a smooth, gentle tomato sauce.',
            priceMinor: naira(5500),
          },
          {
            name: 'Small margherita pizza',
            description: 'Tomato, mozzarella and basil from the wood oven.',
            priceMinor: naira(5000),
          },
          {
            name: 'Fish fingers and yam chips',
            description: 'Croaker in a crisp crumb with yam chips and peas.',
            priceMinor: naira(6000),
          },
        ],
      },
      {
        heading: 'Something sweet',
        items: [
          { name: 'Puff-puff with chocolate dip', priceMinor: naira(2500) },
          {
            name: 'Two scoops of ice cream',
            description: 'Vanilla, chocolate or mango.',
            priceMinor: naira(3000),
          },
        ],
      },
    ],
    notes: [
      'High chairs and colouring pencils on request: mention them when you book.',
      'Every dish can be made without nuts, dairy or gluten; tell your server about allergies.',
    ],
  },
  {
    slug: 'Steak-menu',
    title: titleOf('Steak-menu'),
    teaser: 'Charcoal-grilled cuts with yaji butter, chimichurri and yam chips.',
    eyebrow: 'From the charcoal grill',
    intro:
      'Grass-fed beef, dry-aged by our butcher and cooked over hardwood charcoal by Tunde at the grill. Tell us how you like it; we rest every steak before it goes out.',
    art: {
      src: promoSteak,
      alt: 'A charred steak with grill marks on a wooden board with chips and herbs',
    },
    sections: [
      {
        heading: 'Cuts',
        items: [
          {
            name: 'Suya-spiced flank, 250 g',
            description: 'Our signature: yaji crust, onion and tomato salad.',
            priceMinor: naira(18000),
          },
          {
            name: 'Sirloin, 250 g',
            description: 'Lean, full of flavour, with a strip of fat.',
            priceMinor: naira(22000),
          },
          {
            name: 'Ribeye, 300 g',
            description: 'Marbled and juicy, our most popular cut.',
            priceMinor: naira(28000),
          },
          {
            name: 'Fillet, 200 g',
            description: 'The tenderest cut, best medium-rare.',
            priceMinor: naira(30000),
          },
          {
            name: 'T-bone for two, 800 g',
            description: 'Sirloin and fillet on the bone, carved at the table.',
            priceMinor: naira(52000),
          },
        ],
      },
      {
        heading: 'Sides',
        items: [
          { name: 'Yam chips', priceMinor: naira(3500) },
          {
            name: 'Dodo',
            description: 'Ripe plantain, fried until caramelised.',
            priceMinor: naira(3000),
          },
          { name: 'Rosemary roast potatoes', priceMinor: naira(3500) },
          { name: 'Charcoal garden vegetables', priceMinor: naira(4000) },
        ],
      },
      {
        heading: 'Sauces',
        items: [
          { name: 'Yaji butter', priceMinor: naira(1500) },
          { name: 'Green pepper chimichurri', priceMinor: naira(1500) },
          { name: 'Ata din din pepper sauce', priceMinor: naira(1500) },
        ],
      },
    ],
    notes: [
      'Weights are before cooking.',
      'Steaks take around 25 minutes; we never rush the rest.',
    ],
  },
];

export function promoMenuFor(slug: string): PromoMenu | undefined {
  return promoMenus.find((menu) => menu.slug.toLowerCase() === slug.toLowerCase());
}
