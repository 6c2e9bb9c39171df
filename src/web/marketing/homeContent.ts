import {
  categoryPageOf,
  type FeaturedDishSlug,
  featuredDishes,
  LOCAL_FAVOURITES,
  menuPageOf,
} from '@shared/featured-dishes';
import {
  diningRoom,
  dishPastries,
  dishSmallChops,
  dishVegetables,
  drinks,
  heroJollof,
  heroPizza,
  heroTable,
  locals,
  stepKitchen,
  stepSatisfaction,
} from './art';

export interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  art: { src: string; alt: string };
  /** The menu's dishes the slide names; the first is the one its call to action opens. */
  dishes: FeaturedDishSlug[];
}

/**
 * The three carousel slides (spec: two calls to action go to /menu, one to /reservation): a slide
 * about a dish opens the menu on that dish's category.
 */
export const slides: Slide[] = [
  {
    eyebrow: 'Lagos kitchen, Mediterranean table',
    title: 'Smoky party jollof, the way Lagos likes it',
    text: 'Long-grain rice simmered in a tomato and tatashe base until the bottom of the pot catches just right, served with charcoal-grilled chicken and sweet, caramelised dodo.',
    cta: { label: 'Order jollof now', to: menuPageOf('smoky-party-jollof') },
    dishes: ['smoky-party-jollof'],
    art: {
      src: heroJollof,
      alt: 'A plate of smoky jollof rice with grilled chicken, fried plantain and tomato slices',
    },
  },
  {
    eyebrow: 'From the wood-fired oven',
    title: 'Suya pizza, blistered and proud',
    text: 'Our dough rests for 48 hours, then meets a 400\u00a0°C hardwood oven with fior di latte, yaji-spiced beef, red onion and fresh basil. Ninety seconds later it is at your table.',
    cta: { label: 'Order suya pizza', to: menuPageOf('suya-pizza') },
    dishes: ['suya-pizza'],
    art: {
      src: heroPizza,
      alt: 'A whole suya pizza with melted mozzarella, spiced beef, red onion rings and basil on a wooden peel',
    },
  },
  {
    eyebrow: 'Lunch and dinner, every day',
    title: 'A table for two, or for twelve',
    text: 'Candlelight, a cold glass of Chapman and the crackle of the grill. Reserve your table in three quick steps and we will have it ready when you arrive.',
    cta: { label: 'Reserve a table', to: '/reservation' },
    dishes: ['chapman'],
    art: {
      src: heroTable,
      alt: 'A candlelit table for two beneath an arched window with a palm tree outside',
    },
  },
];

export interface Dish {
  /** The menu's dish: its name is shown, its category page is where "Order" leads. */
  dish: FeaturedDishSlug;
  description: string;
}

export interface FastFoodTab {
  label: 'Vegetables' | 'Snacks' | 'Pastries';
  intro: string;
  art: { src: string; alt: string };
  dishes: [Dish, Dish, Dish];
  /** The menu page of the tab's category, where its three dishes are ordered. */
  cta: { label: string; to: string };
}

/** The name a dish has on the menu. */
export const dishName = (dish: FeaturedDishSlug) => featuredDishes[dish].name;

/** The Fast food tabs of the spec: Vegetables, Snacks, Pastries, three dishes each. */
export const fastFood: FastFoodTab[] = [
  {
    label: 'Vegetables',
    cta: { label: 'Order vegetables', to: categoryPageOf('Vegetables') },
    intro: 'Market-fresh greens and peppers, bought every morning and cooked the same day.',
    art: {
      src: dishVegetables,
      alt: 'A terracotta bowl of efo riro greens with peppers beside it',
    },
    dishes: [
      {
        dish: 'efo-riro',
        description:
          'Spinach stewed with tatashe peppers, iru and a spoon of palm oil. Ask for pounded yam or white rice alongside.',
      },
      {
        dish: 'verdure-grigliate',
        description:
          'Courgette, aubergine and sweet peppers straight off the charcoal grill, with a bright salsa verde.',
      },
      {
        dish: 'ewa-agoyin',
        description:
          'Honey beans cooked soft and mashed, under a deep, smoky pepper sauce. Lagos street food at its best.',
      },
    ],
  },
  {
    label: 'Snacks',
    cta: { label: 'Order snacks', to: categoryPageOf('Snacks') },
    intro: 'Small chops the way every good Lagos party starts: hot, crisp and made to share.',
    art: {
      src: dishSmallChops,
      alt: 'A woven basket of puff-puff, a spring roll, a samosa and a suya skewer',
    },
    dishes: [
      {
        dish: 'puff-puff',
        description: 'Sweet fried dough balls, crisp outside and fluffy within, dusted with sugar.',
      },
      {
        dish: 'beef-suya-skewers',
        description:
          'Thin-sliced beef rubbed in yaji, grilled over charcoal and finished with raw onion and tomato.',
      },
      {
        dish: 'calamari-fritti',
        description: 'Lightly floured squid rings, fried crisp, with lemon and a garlic aioli.',
      },
    ],
  },
  {
    label: 'Pastries',
    cta: { label: 'Order pastries', to: categoryPageOf('Pastries') },
    intro: 'Baked in-house by our pastry chef before the lunch rush, best eaten still warm.',
    art: {
      src: dishPastries,
      alt: 'A crimped meat pie, a fish roll and a cannoli on a cream plate',
    },
    dishes: [
      {
        dish: 'meat-pie',
        description:
          'Buttery shortcrust filled with minced beef, potato and carrot. The Lagos party classic, done properly.',
      },
      {
        dish: 'fish-roll',
        description:
          'Soft, golden dough rolled around mackerel spiced with pepper and onion, fried to a crisp shell.',
      },
      {
        dish: 'cannoli',
        description: 'Crisp Sicilian shells filled with sweet ricotta and candied orange peel.',
      },
    ],
  },
];

export interface ExploreBlock {
  id: 'locals' | 'drinks';
  title: string;
  text: string;
  tone: 'olive' | 'wine';
  art: { src: string; alt: string };
  /** The menu's dishes the text names. */
  dishes: FeaturedDishSlug[];
  /** The main call to action: the menu page where the named dishes are ordered. */
  cta: { label: string; to: string };
  more: { label: string; to: string };
}

/** The home page's Explore the Locals and Explore our Drinks blocks (spec: Home). */
export const explore: [ExploreBlock, ExploreBlock] = [
  {
    id: 'locals',
    title: 'Explore the Locals',
    text: 'Peppered asun fresh off the grill, catfish pepper soup that clears the head, ofada rice with ayamase green-pepper stew and a whole grilled croaker. The dishes Lagos grew up on, cooked with the patience of a Sunday lunch at home.',
    tone: 'olive',
    art: {
      src: locals,
      alt: 'A clay pot of steaming pepper soup beside a plate of peppered asun and a bottle of palm oil',
    },
    dishes: ['peppered-asun', 'catfish-pepper-soup', 'ofada-rice-ayamase', 'whole-grilled-croaker'],
    cta: { label: 'Order local favourites', to: categoryPageOf(LOCAL_FAVOURITES) },
    more: { label: 'Browse the menu list', to: '/Menu-list' },
  },
  {
    id: 'drinks',
    title: 'Explore our Drinks',
    text: 'Zobo steeped overnight with ginger and cloves, a proper Chapman with cucumber and bitters, palm wine tapped that morning, and cocktails at the bar that borrow from both coasts of our kitchen.',
    tone: 'wine',
    art: {
      src: drinks,
      alt: 'A tall glass of zobo, a Chapman with a slice of cucumber and a calabash of palm wine',
    },
    dishes: ['zobo', 'chapman', 'palm-wine'],
    cta: { label: 'Order drinks', to: menuPageOf('zobo') },
    more: { label: 'Cocktail menu', to: '/Cocktail-menu' },
  },
];

export interface Step {
  title: 'Our kitchen' | 'Our dining' | 'Customer satisfaction';
  text: string;
  art: { src: string; alt: string };
}

/** The three-step slider of the spec: our kitchen, our dining, customer satisfaction. */
export const steps: Step[] = [
  {
    title: 'Our kitchen',
    text: 'Our chefs are at the market by seven for peppers, tomatoes and the morning’s fish. Spices are ground in-house, the oven is fired with hardwood and nothing is reheated: every plate is cooked to order.',
    art: {
      src: stepKitchen,
      alt: 'A brick wood-fired oven with a bright fire, copper pans hanging above and a fresh pizza beside it',
    },
  },
  {
    title: 'Our dining',
    text: 'Terracotta walls, palms on the terrace and tables set far enough apart for a proper conversation. Come for a quick working lunch or stay for a long dinner; we seat up to 40 guests per sitting.',
    art: {
      src: diningRoom,
      alt: 'The dining room with arched windows, pendant lamps and candlelit tables for two',
    },
  },
  {
    title: 'Customer satisfaction',
    text: 'If a dish is not right, tell us and we will cook it again or take it off the bill. We read every review and every message, and most of our regulars know the grill chef by name.',
    art: {
      src: stepSatisfaction,
      alt: 'Two smiling guests raising their glasses under a row of five stars',
    },
  },
];
