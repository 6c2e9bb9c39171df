import type { AllergenCode, DietCode } from '@shared/dietary';

interface DemoDietary {
  allergens: AllergenCode[];
  diets?: DietCode[];
  spicy?: number;
}

const G: AllergenCode = 'gluten';
const M: AllergenCode = 'milk';
const E: AllergenCode = 'eggs';
const VEG: DietCode[] = ['vegetarian'];
const VEGAN: DietCode[] = ['vegan'];

/**
 * The demo dishes' allergens, diets and spicy level, by slug; a dish left out
 * declares none. Written from each recipe's description: a demo, not a kitchen's declaration.
 */
export const DEMO_DIETARY: Record<string, DemoDietary> = {
  margherita: { allergens: [G, M], diets: VEG },
  diavola: { allergens: [G, M], spicy: 2 },
  'quattro-formaggi': { allergens: [G, M], diets: VEG },
  capricciosa: { allergens: [G, M] },
  'suya-pizza': { allergens: [G, M, 'peanuts'], spicy: 2, diets: ['halal'] },
  funghi: { allergens: [G, M], diets: VEG },
  marinara: { allergens: [G], diets: VEGAN },
  'classic-cheeseburger': { allergens: [G, M, E, 'mustard', 'sesame'] },
  'double-smash-burger': { allergens: [G, M, 'mustard', 'sesame'] },
  'suya-burger': { allergens: [G, E, 'peanuts', 'sesame'], spicy: 2, diets: ['halal'] },
  'crispy-chicken-burger': { allergens: [G, M, E, 'mustard'], spicy: 1 },
  'halloumi-mushroom-burger': { allergens: [G, M, 'sesame'], diets: VEG },
  'lamb-kofta-burger': { allergens: [G, M], spicy: 1, diets: ['halal'] },
  'spaghetti-carbonara': { allergens: [G, M, E] },
  'penne-arrabbiata': { allergens: [G], diets: VEGAN, spicy: 2 },
  'tagliatelle-ragu': { allergens: [G, M, E, 'celery', 'sulphites'] },
  'lasagne-al-forno': { allergens: [G, M, E, 'celery'] },
  'linguine-vongole': { allergens: [G, 'molluscs', 'sulphites'], spicy: 1 },
  'trofie-al-pesto': { allergens: [G, M, 'tree-nuts'], diets: VEG },
  'jollof-spaghetti': { allergens: [G, 'celery'], spicy: 1, diets: ['halal'] },
  'caesar-salad': { allergens: [G, M, E, 'fish', 'mustard'] },
  'greek-salad': { allergens: [M], diets: [...VEG, 'gluten-free'] },
  'insalata-caprese': { allergens: [M], diets: [...VEG, 'gluten-free'] },
  'salade-nicoise': { allergens: [E, 'fish', 'mustard'], diets: ['gluten-free'] },
  'nigerian-salad': { allergens: [E, 'mustard'], diets: VEG },
  tabbouleh: { allergens: [G], diets: VEGAN },
  'italian-cheese-board': { allergens: [M, 'tree-nuts'], diets: VEG },
  burrata: { allergens: [M], diets: [...VEG, 'gluten-free'] },
  'baked-camembert': { allergens: [G, M], diets: VEG },
  'halloumi-fries': { allergens: [G, M, 'sesame'], diets: VEG },
  'mozzarella-in-carrozza': { allergens: [G, M, E], diets: VEG },
  'fried-wara': { allergens: [M], diets: [...VEG, 'gluten-free'], spicy: 1 },
  chapman: { allergens: [], diets: [...VEGAN, 'gluten-free'] },
  zobo: { allergens: [], diets: [...VEGAN, 'halal', 'gluten-free'] },
  espresso: { allergens: [], diets: [...VEGAN, 'halal', 'gluten-free'] },
  limonata: { allergens: [], diets: [...VEGAN, 'halal', 'gluten-free'] },
  'aperol-spritz': { allergens: ['sulphites'], diets: [...VEGAN, 'gluten-free'] },
  'palm-wine': { allergens: [], diets: [...VEGAN, 'gluten-free'] },
  kunu: { allergens: [], diets: [...VEGAN, 'halal', 'gluten-free'] },
  'bistecca-fiorentina': { allergens: [], diets: ['gluten-free'] },
  'ribeye-peppercorn': { allergens: [M, 'sulphites'] },
  'steak-frites': { allergens: [M] },
  'tagliata-di-manzo': { allergens: [M, 'sulphites'], diets: ['gluten-free'] },
  'suya-flank-steak': { allergens: ['peanuts'], spicy: 2, diets: ['halal', 'gluten-free'] },
  'skirt-steak-chimichurri': { allergens: [], spicy: 1, diets: ['gluten-free'] },
  'efo-riro': { allergens: ['fish', 'crustaceans'], spicy: 2, diets: ['gluten-free'] },
  caponata: { allergens: ['celery', 'sulphites'], diets: [...VEGAN, 'gluten-free'] },
  ratatouille: { allergens: [], diets: [...VEGAN, 'gluten-free'] },
  'verdure-grigliate': { allergens: ['mustard'], diets: [...VEGAN, 'gluten-free'] },
  'parmigiana-di-melanzane': { allergens: [M, E], diets: VEG },
  'ewa-agoyin': { allergens: [], spicy: 3, diets: [...VEGAN, 'gluten-free'] },
  'puff-puff': { allergens: [G], diets: VEGAN },
  'beef-suya-skewers': { allergens: ['peanuts'], spicy: 2, diets: ['halal', 'gluten-free'] },
  arancini: { allergens: [G, M, E], diets: VEG },
  bruschetta: { allergens: [G], diets: VEGAN },
  'plantain-chips': { allergens: [], spicy: 1, diets: [...VEGAN, 'gluten-free'] },
  'chin-chin': { allergens: [G, M, E], diets: VEG },
  'calamari-fritti': { allergens: [G, E, 'molluscs'] },
  'meat-pie': { allergens: [G, M, E] },
  'sausage-roll': { allergens: [G, E] },
  cannoli: { allergens: [G, M, E], diets: VEG },
  sfogliatella: { allergens: [G, M, E], diets: VEG },
  'butter-croissant': { allergens: [G, M, E], diets: VEG },
  'fish-roll': { allergens: [G, E, 'fish'], spicy: 1 },
  'smoky-party-jollof': { allergens: [], spicy: 1, diets: ['halal', 'gluten-free'] },
  'peppered-asun': { allergens: [], spicy: 3, diets: ['halal', 'gluten-free'] },
  'catfish-pepper-soup': { allergens: ['fish'], spicy: 3, diets: ['gluten-free'] },
  'ofada-rice-ayamase': { allergens: [E], spicy: 3 },
  'whole-grilled-croaker': { allergens: ['fish'], spicy: 2, diets: ['gluten-free'] },
};
