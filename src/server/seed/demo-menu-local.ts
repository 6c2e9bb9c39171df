import { LOCAL_FAVOURITES } from '@shared/featured-dishes';
import type { DemoDish } from './demo-dishes';

/** The Lagos plates the home page promises, in a category of their own after the spec's ten. */
export const DEMO_LOCAL: DemoDish[] = [
  {
    slug: 'smoky-party-jollof',
    name: 'Smoky Party Jollof',
    category: LOCAL_FAVOURITES,
    area: 'Nigerian',
    price: 9000,
    description:
      'Long-grain rice cooked down in tomato and tatashe until the pot smokes, with charcoal-grilled chicken and fried dodo.',
  },
  {
    slug: 'peppered-asun',
    name: 'Peppered Asun',
    category: LOCAL_FAVOURITES,
    area: 'Nigerian',
    price: 7500,
    description: 'Goat grilled over charcoal, chopped and tossed in scotch bonnet and onion.',
  },
  {
    slug: 'catfish-pepper-soup',
    name: 'Catfish Pepper Soup',
    category: LOCAL_FAVOURITES,
    area: 'Nigerian',
    price: 8500,
    description: 'Fresh catfish in a hot, clear broth of uziza, scent leaf and pepper soup spice.',
  },
  {
    slug: 'ofada-rice-ayamase',
    name: 'Ofada Rice with Ayamase',
    category: LOCAL_FAVOURITES,
    area: 'Nigerian',
    price: 8000,
    description:
      'Local ofada rice under ayamase, the green-pepper stew with assorted meat and egg.',
  },
  {
    slug: 'whole-grilled-croaker',
    name: 'Whole Grilled Croaker',
    category: LOCAL_FAVOURITES,
    area: 'Nigerian',
    price: 16000,
    description: 'A whole croaker from the charcoal grill with pepper sauce and roasted yam.',
  },
];
