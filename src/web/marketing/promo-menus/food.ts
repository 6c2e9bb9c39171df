/** The kitchen's promotional menus: group feasts, children and steak. */

import { categoryPageOf, LOCAL_FAVOURITES, menuPageOf } from '@shared/featured-dishes';
import { promoChildren, promoGroup, promoSteak } from '@web/marketing/art';
import { naira, type PromoMenu, titleOf } from './shape';

export const groupMenu: PromoMenu = {
  slug: 'Group-menu',
  title: titleOf('Group-menu'),
  teaser:
    'Sharing feasts for eight or more: puff-puff, beef suya skewers, smoky party jollof and pasta.',
  order: {
    dishes: ['puff-puff', 'beef-suya-skewers', 'smoky-party-jollof'],
    label: 'Order local favourites',
    to: categoryPageOf(LOCAL_FAVOURITES),
  },
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
          dish: 'whole-grilled-croaker',
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
};

export const childrenMenu: PromoMenu = {
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
};

export const steakMenu: PromoMenu = {
  slug: 'Steak-menu',
  title: titleOf('Steak-menu'),
  teaser: 'Charcoal-grilled cuts: suya flank steak, skirt steak with chimichurri and more.',
  order: {
    dishes: ['suya-flank-steak', 'skirt-steak-chimichurri'],
    label: 'Order steaks',
    to: menuPageOf('suya-flank-steak'),
  },
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
          dish: 'suya-flank-steak',
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
          dish: 'ribeye-peppercorn',
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
  notes: ['Weights are before cooking.', 'Steaks take around 25 minutes; we never rush the rest.'],
};
