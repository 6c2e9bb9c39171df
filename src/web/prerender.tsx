/**
 * The build's prerender entry (built with `vite build --ssr`, run by scripts/prerender.mjs): renders
 * the public pages to HTML once, at build time, so they paint before any script has run. The
 * browser then hydrates that markup (src/web/main.tsx). Pages render as for a visitor whose session
 * is not known yet, exactly as the browser's first render does. The server loads the same bundle to
 * render the menu's category pages again with the dishes on sale now (site/live-menu-pages.ts).
 */
import { CATALOG_CATEGORIES } from '@shared/catalog-view';
import { PROMO_MENUS } from '@shared/constants';
import type { QuerySeed } from '@shared/query-seed';
import { menuKeys } from '@web/catalog';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';
import { queryClient } from './lib/queryClient';
import { AppRouter } from './lib/router';
import { takePrerenderedTitle } from './ui/usePageTitle';

// The prerendered pages' one inline script (scripts/prerender.mjs writes it in).
export { START_AFTER_PAINT_SCRIPT } from '@shared/start-after-paint';

export interface PrerenderedPage {
  /** Path and query the page is rendered for (the query only where the page depends on it). */
  url: string;
  /** Source modules (keys of Vite's manifest) the page needs at once: preloaded, their CSS linked. */
  modules: string[];
  /** True when the page's content depends on the query: other queries get the plain app. */
  queryDependent?: boolean;
}

const marketing = (name: string) => `src/web/marketing/${name}.tsx`;
const accounts = (name: string) => `src/web/accounts/${name}.tsx`;
const withData = (...modules: string[]) => ['src/web/lib/QueryProvider.tsx', ...modules];
const menuModules = withData('src/web/catalog/MenuPage.tsx');

export const prerenderedPages: PrerenderedPage[] = [
  { url: '/', modules: [marketing('HomePage')] },
  { url: '/About', modules: [marketing('AboutPage')] },
  { url: '/Gallery', modules: [marketing('GalleryPage')] },
  { url: '/Event', modules: [marketing('EventPage')] },
  { url: '/Order', modules: [marketing('OrderPage')] },
  { url: '/Menu-list', modules: [marketing('MenuListPage')] },
  ...PROMO_MENUS.map((promo) => ({ url: promo.path, modules: [marketing('PromoMenuPage')] })),
  { url: '/Contact', modules: [marketing('ContactPage')] },
  { url: '/Privacy', modules: [marketing('PrivacyPage')] },
  { url: '/Terms', modules: [marketing('TermsPage')] },
  // The promotional blocks below the menu: the marketing feature's index starts their chunk.
  { url: '/Menu', modules: [...menuModules, 'src/web/marketing/index.ts'], queryDependent: true },
  ...CATALOG_CATEGORIES.map((category) => ({
    url: `/Menu?category=${encodeURIComponent(category)}`,
    modules: menuModules,
    queryDependent: true,
  })),
  { url: '/Auth/login', modules: [accounts('LoginPage')] },
  { url: '/Auth/Signup', modules: [accounts('SignupPage')] },
  { url: '/Auth/ResetPassword', modules: [accounts('ResetPasswordPage')], queryDependent: true },
  { url: '/admin/login', modules: [accounts('AdminLoginPage')] },
  // Signed-in pages: the shell and the spinner shown while the session is checked; their code is
  // preloaded so the content follows the session's answer without another round trip.
  { url: '/cart', modules: withData('src/web/cart/CartPage.tsx') },
  { url: '/checkout/payment', modules: withData('src/web/checkout/CheckoutRoute.tsx') },
  { url: '/Reservation', modules: withData('src/web/reservations/ReservationPage.tsx') },
  { url: '/user/present-orders', modules: withData('src/web/orders/PresentOrdersPage.tsx') },
  { url: '/user/past-orders', modules: withData('src/web/orders/PastOrdersPage.tsx') },
  { url: '/user/reservations', modules: withData('src/web/reservations/UserReservationsPage.tsx') },
  { url: '/user/account', modules: withData(accounts('AccountPage')) },
];

/**
 * The cache key of a category's dishes as the menu page asks for them at `?category=<category>`
 * with no allergen or diet filter: the server seeds its live answer under it.
 */
export const menuSeedKey = (category: string): readonly unknown[] =>
  menuKeys.dishes({ kind: 'category', value: category });

/** Renders run one after another: each has the one query cache and page title to itself. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of the app at `url`, with every lazy part resolved, and the title its page asked for
 * (null when none did, e.g. a signed-in page showing its spinner). `seed` answers are in the query
 * cache while it renders (the server's live menu pages), so the page shows them instead of its
 * spinner; the cache is emptied afterwards, and the next render starts as the first did.
 */
export function render(
  url: string,
  seed: readonly QuerySeed[] = [],
): Promise<{ markup: string; title: string | null }> {
  const rendered = queue.then(() => renderAlone(url, seed));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function renderAlone(url: string, seed: readonly QuerySeed[]) {
  takePrerenderedTitle();
  for (const { queryKey, data } of seed) queryClient.setQueryData(queryKey, data);
  try {
    // React's static renderer, as the browser hydrates with React DOM: it waits for every lazy
    // part and writes the markup in one piece (no boundary revealed later by inline scripts).
    const { prelude } = await prerenderToNodeStream(
      <AppRouter at={url}>
        <App />
      </AppRouter>,
      // Every boundary inline, however large: the page is one piece of HTML, with no script to
      // reveal an outlined part (the Content-Security-Policy allows no inline script).
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => console.error(`prerender of ${url}:`, error),
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    return { markup: Buffer.concat(chunks).toString('utf8'), title: takePrerenderedTitle() };
  } finally {
    queryClient.clear();
  }
}
