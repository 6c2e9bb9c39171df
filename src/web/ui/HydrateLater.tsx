import { type ReactNode, Suspense } from 'react';

/**
 * Parts of a prerendered page hydrated in a task of their own, after the rest.
 *
 * Why: Preact hydrates a page in one synchronous pass, in the task that evaluates the entry, and on
 * a 2-core host that task was the Menu page's longest: 90-118 ms at full speed, about twice that in
 * Lighthouse's slowed-down run, which counts what passes 50 ms as blocking time. Most of it is code
 * running for the first time (the router's links, the header). A part that suspends while it is
 * hydrated keeps its markup on screen, and Preact hydrates it once its promise settles
 * (preact/compat's Suspense, as with a lazy page): so a named part waits for a timer of its own.
 * The header alone took 47-49 ms; the entry's task is 56 ms without it.
 *
 * Only during the page's first hydration (main.tsx marks it): a part rendered later, or by the
 * build's prerender, renders at once, and each part waits once only.
 */
let firstHydration = false;
/** Each deferred part: waiting for its timer, then released for good. */
const parts = new Map<string, Promise<void> | 'released'>();

/** Runs `hydrate` (the prerendered page's hydrateRoot) with the parts below deferred. */
export function hydrateInParts(hydrate: () => void) {
  firstHydration = true;
  try {
    hydrate();
  } finally {
    firstHydration = false;
  }
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  let part = parts.get(name);
  if (part === 'released' || (part === undefined && !firstHydration)) return children;
  if (part === undefined) {
    part = new Promise<void>((resolve) =>
      setTimeout(() => {
        parts.set(name, 'released');
        resolve();
      }, 0),
    );
    parts.set(name, part);
  }
  throw part;
}

/** `children`, hydrated after the rest of the page when it is first taken over (see above). */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}
