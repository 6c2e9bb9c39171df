// Kept apart from the client so the session store can listen on the first load of every page
// without loading the client itself (which comes with the first call).

const unauthorizedListeners = new Set<() => void>();

/** Called when any call answers 401: the session ended (expired, or signed out in another tab). */
export const onUnauthorized = (listener: () => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

export const notifyUnauthorized = () => {
  for (const listener of unauthorizedListeners) listener();
};

// Here rather than in the session store so that the query cache (src/web/lib/queryClient.ts) can
// listen without importing a feature: it is told, it does not ask.
const userChangeListeners = new Set<() => void>();

/** Called whenever the signed-in user changes (sign-in, sign-out, expiry): cached data is theirs. */
export const onUserChange = (listener: () => void) => {
  userChangeListeners.add(listener);
  return () => userChangeListeners.delete(listener);
};

export const notifyUserChange = () => {
  for (const listener of userChangeListeners) listener();
};
