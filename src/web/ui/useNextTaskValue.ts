import { useEffect, useState } from 'react';

/**
 * `value`, handed on in a task of its own when it changes: the render that follows it (a whole
 * signed-in page after the session's answer, every dish card after the menu's) then runs after the
 * browser has had its turn (a paint, a tap), instead of inside the task that brought the value.
 * React's `useDeferredValue` did this by rendering in slices; Preact, which the browser runs
 * (docs/decisions.md § Preact in the browser), renders at once, so the split is made here.
 */
export function useNextTaskValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => setShown(() => value), 0);
    return () => clearTimeout(timer);
  }, [value, shown]);
  return shown;
}
