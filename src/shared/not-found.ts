/** The page an address the app has no page for shows (the server answers it with 404). */
export const notFoundTexts = {
  title: 'Page not found',
  eyebrow: 'Error 404',
  lead: 'There is no page at this address. The link may be old, or the address mistyped.',
  home: 'Go to the home page',
  menu: 'See the menu',
} as const;
