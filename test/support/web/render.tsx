import type { PublicUser } from '@shared/schemas/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshSession } from '@web/accounts/session';
import ToastHost from '@web/app/ToastHost';
import { queryClient } from '@web/lib/queryClient';
import { AppRouter, Routes, useLocation } from '@web/lib/router';
import type { ReactElement } from 'react';
import { fetchStub } from './fetch-stub';
import { lastNavigationType, openAt } from './router';

export const customer: PublicUser = {
  id: 'user-1',
  username: 'Ada',
  email: 'ada@example.com',
  role: 'customer',
  emailVerified: true,
};

export const admin: PublicUser = { ...customer, id: 'admin-1', role: 'owner', username: 'Boss' };

export const CSRF_TOKEN = 'csrf-test-token';

/** The restaurant's zone the stubbed server names, unless a test says otherwise. */
export const RESTAURANT_TIMEZONE = 'Africa/Lagos';

/**
 * Who the server says is signed in, through the app's own session store: the session answer is
 * stubbed and read once, as the app reads it on start. It also gives the CSRF token and the
 * restaurant's time zone.
 */
export async function signInAs(user: PublicUser | null, timeZone = RESTAURANT_TIMEZONE) {
  fetchStub.on('GET', '/api/auth/session', () => ({ user, csrfToken: CSRF_TOKEN, timeZone }));
  await act(() => refreshSession());
}

/** Where the app went: any address the test's own route does not match shows this line. */
function ElsewherePage() {
  const location = useLocation();
  // How it got there: PUSH, REPLACE or POP (Back) — history entries are part of the behaviour.
  const how = lastNavigationType();
  return <p data-navigation={how}>Now at {`${location.pathname}${location.search}`}</p>;
}

/** The text ElsewherePage shows at `address` (path and query). */
export const nowAt = (address: string) => `Now at ${address}`;

/**
 * Renders one screen as the app does: the signed-in user, the app's one query cache (emptied
 * first), a router at `path` with the screen on `route`, and the toasts. Network answers come
 * from fetchStub; set them up before calling this.
 */
export async function renderScreen(
  screen: ReactElement,
  {
    path = '/',
    route = path.split('?')[0] ?? '/',
    user = null,
    timeZone = RESTAURANT_TIMEZONE,
    before = [],
    state,
  }: {
    path?: string;
    route?: string;
    user?: PublicUser | null;
    timeZone?: string;
    /** History entries behind `path` (Back goes there). */
    before?: string[];
    /** The history state `path` was opened with. */
    state?: unknown;
  } = {},
) {
  await signInAs(user, timeZone);
  queryClient.clear();
  // A failed read is shown at once instead of after the app's one retry a second later.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // No pause between keystrokes: the screens do not depend on it, and the suite runs faster.
  const events = userEvent.setup({ delay: null });
  openAt(path, { before, state });
  const view = render(
    <AppRouter>
      <QueryClientProvider client={queryClient}>
        <Routes
          table={[
            { path: route, element: screen },
            { path: '*', element: <ElsewherePage /> },
          ]}
        />
        <ToastHost />
      </QueryClientProvider>
    </AppRouter>,
  );
  return { ...view, events };
}
