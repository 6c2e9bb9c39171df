// First: configures zod before any schema module is evaluated.
import './lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { hydrateInParts } from './ui/HydrateLater';
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

// Public pages arrive prerendered (scripts/prerender.mjs, rendered by the same Preact): the app
// takes over the markup already on screen. Every other path arrives with an empty root and is
// rendered here. Preact hydrates in one pass; the header is left to a task of its own (HydrateLater).
if (container.hasChildNodes()) hydrateInParts(() => hydrateRoot(container, app));
else createRoot(container).render(app);
