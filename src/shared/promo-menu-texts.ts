/** The promotional menus' words about ordering: which items are on the online menu, which are not. */
export const promoMenuTexts = {
  orderOnline: 'Order online',
  orderDish: (name: string) => `Order ${name} online`,
  someInHouse:
    'Items marked “Order online” open their dish on our menu; the others are served at the restaurant: book a table to have them.',
  allInHouse:
    'Everything on this menu is served at the restaurant: book a table to have it, or order from our everyday menu for delivery or pickup.',
} as const;
