// The catalog feature's public face: the menu's queries and the favourites, for the back office
// and the account page. The menu page is loaded lazily by the router from its own file.
export { menuKeys, useMenuCategoriesQuery, useMenuQuery } from './api';
export { favoriteIds } from './favorites';
