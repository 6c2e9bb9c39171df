/**
 * The app's routing: the browser's address, links and the route tables, over wouter.
 *
 * Why wouter and not React Router: the app routes in declarative mode and loads its data with
 * TanStack Query, yet React Router's build brings its data router along whatever is imported
 * (13 KB gzip of a first load, against about 2 KB here). The screens meet routing only through
 * this module, in React Router's words (`Link`, `NavLink`, `Navigate`, `useNavigate`,
 * `useLocation`, `useSearchParams`, `useParams`, a route table), so they read as any React app's.
 *
 * Paths match case-insensitively (/Reservation = /reservation, the spec's route table): wouter's
 * patterns (regexparam) ignore case. Updates are urgent (no transition): the address and the
 * screen change together, and a screen whose code is still loading shows its boundary's spinner.
 */
import { type AnchorHTMLAttributes, type ReactNode, type Ref, useCallback } from 'react';
import {
  matchRoute,
  Redirect,
  Route,
  Router,
  useRouter,
  useSearch,
  useLocation as useWouterLocation,
  Link as WouterLink,
} from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

export { useParams, useSearchParams } from 'wouter';

/** Where the app is: the path, the query (with its `?`, or empty), the hash and the history state. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

const currentHash = () => window.location.hash;

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  // wouter's own subscription to the history (it wraps pushState and replaceState).
  const state = useHistoryState<unknown>();
  const hash = useLocationProperty(currentHash, () => '');
  return { pathname, search: search ? `?${search}` : '', hash, state };
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A place to go: an address, or its path and query; a number walks the history (-1: Back). */
export type To = string | { pathname: string; search?: string };

const hrefOf = (to: To) => {
  if (typeof to === 'string') return to;
  const search = to.search ?? '';
  return `${to.pathname}${search && !search.startsWith('?') ? `?${search}` : search}`;
};

export function useNavigate() {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(hrefOf(to), options);
    },
    [navigate],
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: string; ref?: Ref<HTMLAnchorElement>; children?: ReactNode };

/**
 * A link inside the app: followed without a page load. One to the page already shown replaces
 * the history entry instead of adding a second copy of it.
 */
export function Link({ to, replace, ...rest }: LinkProps) {
  const { pathname, search } = useLocation();
  const same = `${pathname}${search}`.toLowerCase() === to.toLowerCase();
  return <WouterLink to={to} replace={replace ?? same} {...rest} />;
}

/**
 * A link that knows it is the current page: `active` class and `aria-current="page"` while the
 * address is its path or below it (`end`: its path only).
 */
export function NavLink({
  end = false,
  className,
  ...props
}: LinkProps & { end?: boolean; className?: string }) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase().replace(/\/$/, '') || '/';
  const target = props.to.toLowerCase().replace(/\/$/, '') || '/';
  const active = here === target || (!end && here.startsWith(target === '/' ? '/' : `${target}/`));
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...props} className={classes || undefined} aria-current={active ? 'page' : undefined} />
  );
}

/** Goes to `to` as soon as it is rendered (replacing the entry by default, as a redirect does). */
export function Navigate({ to, replace = true, state }: { to: string } & NavigateOptions) {
  return <Redirect to={to} replace={replace} state={state} />;
}

/** One entry of a route table: the first whose path (or one of whose paths) matches is shown. */
export interface RouteEntry {
  path: string | readonly string[];
  element: ReactNode;
}

/**
 * The first entry of `table` that matches the address. Moving between two addresses of one entry
 * keeps what it shows mounted (a layout around its own table keeps its state and the focus).
 */
export function Routes({ table }: { table: readonly RouteEntry[] }) {
  const router = useRouter();
  const [location] = useWouterLocation();
  for (const entry of table) {
    const paths = typeof entry.path === 'string' ? [entry.path] : entry.path;
    for (const path of paths) {
      if (matchRoute(router.parser, path, location)[0])
        return <Route path={path}>{entry.element}</Route>;
    }
  }
  return null;
}

/**
 * The router around the app: the browser's address, or (`at`, the build's prerender) a fixed one.
 */
export function AppRouter({ at, children }: { at?: string; children: ReactNode }) {
  return <Router ssrPath={at}>{children}</Router>;
}
