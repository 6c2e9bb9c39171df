import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SessionSync } from './accounts/session';
import { AppRoutes } from './app/router';
import './styles/global.css';
import './styles/shell.css';

// Toasts are not needed for the first paint: their library loads in its own chunk.
const ToastHost = lazy(() => import('./app/ToastHost'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionSync />
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  </StrictMode>,
);
