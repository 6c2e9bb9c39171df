import {
  diningRoom,
  heroJollof,
  heroPizza,
  indoorBar,
  indoorTerrace,
  kitchenGrill,
  kitchenPass,
  stepKitchen,
} from './art';
import type { GalleryImage } from './ImageGallery';

/** The gallery's plates: each names a dish of the menu, and its link opens that dish's category. */
export const plates: GalleryImage[] = [
  {
    src: heroJollof,
    alt: 'Smoky jollof rice with grilled chicken, dodo and tomato slices',
    caption: 'Smoky party jollof with charcoal chicken and dodo.',
    dish: 'smoky-party-jollof',
  },
  {
    src: heroPizza,
    alt: 'A suya pizza with mozzarella, spiced beef, red onion and basil',
    caption: 'Suya pizza straight from the hardwood oven.',
    dish: 'suya-pizza',
  },
  {
    src: kitchenGrill,
    alt: 'A whole croaker and suya skewers on the charcoal grill',
    caption: 'A whole grilled croaker and beef suya skewers over the coals.',
    dish: 'whole-grilled-croaker',
  },
];

export const rooms: GalleryImage[] = [
  {
    src: diningRoom,
    alt: 'The dining room with arched windows, pendant lamps and candlelit tables',
    caption: 'The dining room as the candles are lit.',
  },
  {
    src: indoorTerrace,
    alt: 'The terrace with string lights, palms and a table for two',
    caption: 'Sunset on the terrace.',
  },
  {
    src: indoorBar,
    alt: 'The bar with its shelves of bottles and high stools',
    caption: 'The bar: zobo, Chapman and a long wine list.',
  },
  {
    src: stepKitchen,
    alt: 'The wood-fired oven with a bright fire',
    caption: 'The oven that never quite cools down.',
  },
  {
    src: kitchenPass,
    alt: 'Finished plates under the heat lamps at the pass',
    caption: 'The pass, a minute before service.',
  },
];
