// What the back office shares: the dishes, for the kitchen's sold-out panel. The pages are loaded
// lazily by the router from their own files.
export { useDishesQuery } from './api';
