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
  locals,
  stepKitchen,
  stepSatisfaction,
} from './art';

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
