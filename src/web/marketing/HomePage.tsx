import { BUSINESS } from '@shared/constants';
import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { Art, CARD } from './Art';
import { drinks, locals } from './art';
import { FastFoodTabs } from './FastFoodTabs';
import { HeroCarousel } from './HeroCarousel';
import { fastFood, slides, steps } from './homeContent';
import { StepSlider } from './StepSlider';
import './marketing.css';

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

      <section className="mk-section" aria-labelledby="fast-food-title">
        <div className="container">
          <div className="mk-section-head">
            <p className="eyebrow">Ready in fifteen minutes</p>
            <h2 id="fast-food-title">Fast food</h2>
            <p className="lead">
              Quick plates for a busy Lagos afternoon, cooked to order and still made the slow way.
            </p>
          </div>
          <FastFoodTabs tabs={fastFood} />
        </div>
      </section>

      <section className="mk-section mk-section--sand" aria-label="Explore">
        <div className="container mk-explore">
          <article className="explore-card explore-card--olive" aria-labelledby="locals-title">
            <Art
              className="explore-art"
              src={locals}
              alt="A clay pot of steaming pepper soup beside a plate of peppered asun and a bottle of palm oil"
              size={CARD}
            />
            <div className="explore-body">
              <h2 id="locals-title">Explore the Locals</h2>
              <p>
                Peppered asun fresh off the grill, catfish pepper soup that clears the head, ofada
                rice under a blanket of ayamase green-pepper stew. The dishes Lagos grew up on,
                cooked with the patience of a Sunday lunch at home.
              </p>
              <div className="explore-links">
                <Link className="btn btn-light" to="/Menu">
                  Order local favourites
                </Link>
                <Link className="explore-link" to="/Menu-list">
                  Browse the menu list
                </Link>
              </div>
            </div>
          </article>
          <article className="explore-card explore-card--wine" aria-labelledby="drinks-title">
            <Art
              className="explore-art"
              src={drinks}
              alt="A tall glass of zobo, a Chapman with a slice of cucumber and a calabash of palm wine"
              size={CARD}
            />
            <div className="explore-body">
              <h2 id="drinks-title">Explore our Drinks</h2>
              <p>
                Zobo steeped overnight with ginger and cloves, a proper Chapman with cucumber and
                bitters, palm wine tapped that morning, and cocktails that borrow from both coasts
                of our kitchen.
              </p>
              <div className="explore-links">
                <Link className="btn btn-light" to="/Cocktail-menu">
                  Cocktail menu
                </Link>
                <Link className="explore-link" to="/Wine-menu">
                  See the wine list
                </Link>
              </div>
            </div>
          </article>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="steps-title">
        <div className="container">
          <div className="mk-section-head">
            <p className="eyebrow">How we work</p>
            <h2 id="steps-title">Behind every plate</h2>
          </div>
          <StepSlider steps={steps} />
        </div>
      </section>

      <section className="mk-band" aria-labelledby="visit-title">
        <div className="container mk-band-inner">
          <div>
            <h2 id="visit-title">Hungry already?</h2>
            <p>
              Order for delivery across Lekki, Victoria Island and Ikoyi, or book a table at{' '}
              {BUSINESS.street}.
            </p>
          </div>
          <div className="mk-actions">
            <Link className="btn btn-saffron" to="/Menu">
              Order now
            </Link>
            <Link className="btn btn-outline-light" to="/Reservation">
              Book a table
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
