/**
 * Every illustration of the marketing pages, drawn by hand as SVG in ./art.
 * `?no-inline` keeps each one a separate, content-hashed file even when it is smaller than
 * Vite's inline limit: the pages' JavaScript stays small, browsers cache the pictures for good,
 * and `loading="lazy"` can actually defer the ones below the fold.
 */
export { default as chefAdaeze } from './art/chef-adaeze.svg?no-inline';
export { default as chefHalima } from './art/chef-halima.svg?no-inline';
export { default as chefMarco } from './art/chef-marco.svg?no-inline';
export { default as chefTunde } from './art/chef-tunde.svg?no-inline';
export { default as diningRoom } from './art/dining-room.svg?no-inline';
export { default as dishPastries } from './art/dish-pastries.svg?no-inline';
export { default as dishSmallChops } from './art/dish-small-chops.svg?no-inline';
export { default as dishVegetables } from './art/dish-vegetables.svg?no-inline';
export { default as drinks } from './art/drinks.svg?no-inline';
export { default as heroJollof } from './art/hero-jollof.svg?no-inline';
export { default as heroPizza } from './art/hero-pizza.svg?no-inline';
export { default as heroTable } from './art/hero-table.svg?no-inline';
export { default as indoorBar } from './art/indoor-bar.svg?no-inline';
export { default as indoorTerrace } from './art/indoor-terrace.svg?no-inline';
export { default as kitchenGrill } from './art/kitchen-grill.svg?no-inline';
export { default as kitchenPass } from './art/kitchen-pass.svg?no-inline';
export { default as locals } from './art/locals.svg?no-inline';
export { default as orderDelivery } from './art/order-delivery.svg?no-inline';
export { default as promoChildren } from './art/promo-children.svg?no-inline';
export { default as promoCocktail } from './art/promo-cocktail.svg?no-inline';
export { default as promoGroup } from './art/promo-group.svg?no-inline';
export { default as promoSteak } from './art/promo-steak.svg?no-inline';
export { default as promoWine } from './art/promo-wine.svg?no-inline';
export { default as stepKitchen } from './art/step-kitchen.svg?no-inline';
export { default as stepSatisfaction } from './art/step-satisfaction.svg?no-inline';
