import { type FeaturedDishSlug, menuPageOf } from '@shared/featured-dishes';
import { heroJollof, heroPizza, heroTable } from './art';

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
