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
