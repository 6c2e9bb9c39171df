import { BUSINESS } from '@shared/constants';
import { usePageTitle } from '@web/ui/usePageTitle';
import { lazy, Suspense } from 'react';
import { HeroCarousel } from './HeroCarousel';
import { slides } from './heroSlides';
import './marketing.css';

/**
 * Everything below the hero, in its own file: a prerendered home page shows it at once from the
 * HTML, and its code (the tabs, the steps, their texts) loads after the first paint, so the first
 * load carries only what the hero needs (first-load budget, docs/benchmarks/bundle.md).
 */
const HomeSections = lazy(() => import('./HomeSections'));

/** Home (/): the first page most diners see, so it stays plain React and CSS (first-load budget). */
export default function HomePage() {
  usePageTitle('');
  return (
    <div className="mk">
      <h1 className="visually-hidden">
        {BUSINESS.name} — {BUSINESS.tagline}, Lekki, Lagos
      </h1>
      <div className="container mk-hero">
        <HeroCarousel slides={slides} />
      </div>
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
