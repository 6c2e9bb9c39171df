/** The storefront's main navigation: what every diner sees, and what a signed-in diner adds. */
export const siteNavTexts = {
  label: 'Main',
  links: [
    { to: '/', label: 'Home' },
    { to: '/About', label: 'About us' },
    { to: '/Gallery', label: 'Gallery' },
    { to: '/Menu', label: 'Menu' },
    { to: '/Reservation', label: 'Book a table' },
  ],
  /** A signed-in diner's own orders, next to the menu they came from. */
  myOrders: { to: '/user/present-orders', label: 'My orders' },
  logIn: 'Log in',
  logOut: 'Log out',
} as const;
