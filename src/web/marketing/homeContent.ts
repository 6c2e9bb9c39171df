import {
  diningRoom,
  dishPastries,
  dishSmallChops,
  dishVegetables,
  heroJollof,
  heroPizza,
  heroTable,
  stepKitchen,
  stepSatisfaction,
} from './art';

export interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  art: { src: string; alt: string };
}

/** The three carousel slides (spec: two calls to action go to /menu, one to /reservation). */
export const slides: Slide[] = [
  {
    eyebrow: 'Lagos kitchen, Mediterranean table',
    title: 'Smoky party jollof, the way Lagos likes it',
    text: 'Long-grain rice simmered in a tomato and tatashe base until the bottom of the pot catches just right, served with charcoal-grilled chicken and sweet, caramelised dodo.',
    cta: { label: 'Order jollof now', to: '/menu' },
    art: {
      src: heroJollof,
      alt: 'A plate of smoky jollof rice with grilled chicken, fried plantain and tomato slices',
    },
  },
  {
    eyebrow: 'From the wood-fired oven',
    title: 'Suya pizza, blistered and proud',
    text: 'Our dough rests for 48 hours, then meets a 400\u00a0°C hardwood oven with fior di latte, yaji-spiced beef, red onion and fresh basil. Ninety seconds later it is at your table.',
    cta: { label: 'See the menu', to: '/menu' },
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
    art: {
      src: heroTable,
      alt: 'A candlelit table for two beneath an arched window with a palm tree outside',
    },
  },
];

export interface Dish {
  name: string;
  description: string;
}

export interface FastFoodTab {
  label: 'Vegetables' | 'Snacks' | 'Pastries';
  intro: string;
  art: { src: string; alt: string };
  dishes: [Dish, Dish, Dish];
}

/** The Fast food tabs of the spec: Vegetables, Snacks, Pastries, three dishes each. */
export const fastFood: FastFoodTab[] = [
  {
    label: 'Vegetables',
    intro: 'Market-fresh greens and peppers, bought every morning and cooked the same day.',
    art: {
      src: dishVegetables,
      alt: 'A terracotta bowl of efo riro greens with peppers beside it',
    },
    dishes: [
      {
        name: 'Efo riro',
        description:
          'Spinach and soko leaves stewed with tatashe peppers, iru and a spoon of palm oil. Ask for pounded yam or white rice alongside.',
      },
      {
        name: 'Charcoal garden platter',
        description:
          'Courgette, aubergine, sweet peppers and ripe plantain straight off the grill, with yaji-spiced yoghurt for dipping.',
      },
      {
        name: 'Lagos panzanella',
        description:
          'Toasted sourdough, plum tomatoes, cucumber, red onion and basil, dressed in olive oil with a gentle scotch bonnet kick.',
      },
    ],
  },
  {
    label: 'Snacks',
    intro: 'Small chops the way every good Lagos party starts: hot, crisp and made to share.',
    art: {
      src: dishSmallChops,
      alt: 'A woven basket of puff-puff, a spring roll, a samosa and a suya skewer',
    },
    dishes: [
      {
        name: 'Small chops basket',
        description:
          'Puff-puff, spring rolls, samosas and peppered gizzard on sticks, with our sweet chilli dip.',
      },
      {
        name: 'Beef suya skewers',
        description:
          'Thin-sliced beef rubbed in yaji, grilled over charcoal and finished with raw onion, tomato and cabbage.',
      },
      {
        name: 'Calamari fritti with dodo chips',
        description:
          'Lightly floured squid and crisp plantain chips, with lemon and a garlic-pepper aioli.',
      },
    ],
  },
  {
    label: 'Pastries',
    intro: 'Baked in-house by our pastry chef before the lunch rush, best eaten still warm.',
    art: {
      src: dishPastries,
      alt: 'A crimped meat pie, a fish roll and a cannoli on a cream plate',
    },
    dishes: [
      {
        name: 'Meat pie',
        description:
          'Buttery shortcrust filled with minced beef, potato, carrot and thyme. The Lagos party classic, done properly.',
      },
      {
        name: 'Fish roll',
        description:
          'Soft, golden dough rolled around mackerel spiced with pepper and onion, fried to a crisp shell.',
      },
      {
        name: 'Zobo and ricotta cannoli',
        description:
          'Crisp Sicilian shells filled with sweet ricotta, hibiscus syrup and candied orange peel.',
      },
    ],
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
