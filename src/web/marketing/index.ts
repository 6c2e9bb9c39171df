// What the marketing feature shares: the promotional blocks, which the menu imports lazily (this
// file then starts their chunk). The pages are loaded lazily by the router from their own files.
export { PromoBlocks } from './promos';
