// First: configures zod before any schema module is evaluated.
import './lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import './styles/global.css';
import './styles/shell.css';

const container = document.getElementById('root')!;
// Navigation updates at once (no transition): the address and the screen change together, and a
// screen whose code is still loading shows the spinner, instead of the old screen staying up,
// still usable, under the new address.
const app = (
  <BrowserRouter useTransitions={false}>
    <App />
  </BrowserRouter>
);

// Public pages arrive prerendered (scripts/prerender.mjs): React takes over the markup already on
// screen. Every other path arrives with an empty root and is rendered here.
// Hydrating as a transition lets React work in slices of a few milliseconds and yield to the
// browser between them, instead of one long task that blocks the page (Lighthouse's blocking time).
// A tap that arrives meanwhile makes React finish hydrating at once and then replays it.
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app, {
      // A page that differs from its prerendered copy (a stale build, an unusual URL) is simply
      // rendered afresh; say so for whoever is debugging, without failing the page.
      onRecoverableError(error) {
        console.warn('Prerendered markup did not match; rendered afresh.', error);
      },
    });
  });
} else {
  createRoot(container).render(app);
}
