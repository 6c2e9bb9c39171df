// First: configures zod before any schema module is evaluated.
import './lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppRouter } from './lib/router';
import './styles/global.css';
import './styles/shell.css';

const container = document.getElementById('root')!;
const app = (
  <AppRouter>
    <App />
  </AppRouter>
);

// Public pages arrive prerendered (scripts/prerender.mjs, rendered by React's static renderer):
// React hydrates the markup already on screen, each <Suspense> boundary on its own as its code
// arrives. Every other path arrives with an empty root and is rendered here. A mismatch between
// the served markup and the first render is a defect (the page is drawn again from scratch): it is
// reported, and the prerender journey fails on it (e2e/prerendered.spec.ts).
if (container.hasChildNodes())
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error('Hydration mismatch:', error),
  });
else createRoot(container).render(app);
