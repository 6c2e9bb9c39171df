// Promo codes: the owner's codes, whether one applies to an order, and their uses, counted atomically.
export { createPromotionsService, type PromoHold, type PromotionsService } from './service';
