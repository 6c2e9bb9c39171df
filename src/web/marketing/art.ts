/**
 * Every illustration of the marketing pages, drawn by hand as SVG in ./art.
 * `?no-inline` keeps each one a separate, content-hashed file even when it is smaller than
 * Vite's inline limit: the pages' JavaScript stays small, browsers cache the pictures for good,
 * and `loading="lazy"` can actually defer the ones below the fold. The one exception is the first
 * hero slide (under 1 KB compressed): it is the largest thing on the home page's first screen, so it
 * travels inside the prerendered HTML and paints with it instead of waiting for its own request.
 * The URLs are re-bound here (not re-exported) so the bundler keeps them in one small shared
 * chunk instead of one tiny chunk per picture.
 */
import chefAdaezeUrl from './art/chef-adaeze.svg?no-inline';
import chefHalimaUrl from './art/chef-halima.svg?no-inline';
import chefMarcoUrl from './art/chef-marco.svg?no-inline';
import chefTundeUrl from './art/chef-tunde.svg?no-inline';
import diningRoomUrl from './art/dining-room.svg?no-inline';
import dishPastriesUrl from './art/dish-pastries.svg?no-inline';
import dishSmallChopsUrl from './art/dish-small-chops.svg?no-inline';
import dishVegetablesUrl from './art/dish-vegetables.svg?no-inline';
import drinksUrl from './art/drinks.svg?no-inline';
import heroJollofUrl from './art/hero-jollof.svg?inline';
import heroPizzaUrl from './art/hero-pizza.svg?no-inline';
import heroTableUrl from './art/hero-table.svg?no-inline';
import indoorBarUrl from './art/indoor-bar.svg?no-inline';
import indoorTerraceUrl from './art/indoor-terrace.svg?no-inline';
import kitchenGrillUrl from './art/kitchen-grill.svg?no-inline';
import kitchenPassUrl from './art/kitchen-pass.svg?no-inline';
import localsUrl from './art/locals.svg?no-inline';
import orderDeliveryUrl from './art/order-delivery.svg?no-inline';
import promoChildrenUrl from './art/promo-children.svg?no-inline';
import promoCocktailUrl from './art/promo-cocktail.svg?no-inline';
import promoGroupUrl from './art/promo-group.svg?no-inline';
import promoSteakUrl from './art/promo-steak.svg?no-inline';
import promoWineUrl from './art/promo-wine.svg?no-inline';
import stepKitchenUrl from './art/step-kitchen.svg?no-inline';
import stepSatisfactionUrl from './art/step-satisfaction.svg?no-inline';

export const chefAdaeze: string = chefAdaezeUrl;
export const chefHalima: string = chefHalimaUrl;
export const chefMarco: string = chefMarcoUrl;
export const chefTunde: string = chefTundeUrl;
export const diningRoom: string = diningRoomUrl;
export const dishPastries: string = dishPastriesUrl;
export const dishSmallChops: string = dishSmallChopsUrl;
export const dishVegetables: string = dishVegetablesUrl;
export const drinks: string = drinksUrl;
export const heroJollof: string = heroJollofUrl;
export const heroPizza: string = heroPizzaUrl;
export const heroTable: string = heroTableUrl;
export const indoorBar: string = indoorBarUrl;
export const indoorTerrace: string = indoorTerraceUrl;
export const kitchenGrill: string = kitchenGrillUrl;
export const kitchenPass: string = kitchenPassUrl;
export const locals: string = localsUrl;
export const orderDelivery: string = orderDeliveryUrl;
export const promoChildren: string = promoChildrenUrl;
export const promoCocktail: string = promoCocktailUrl;
export const promoGroup: string = promoGroupUrl;
export const promoSteak: string = promoSteakUrl;
export const promoWine: string = promoWineUrl;
export const stepKitchen: string = stepKitchenUrl;
export const stepSatisfaction: string = stepSatisfactionUrl;
