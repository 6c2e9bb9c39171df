import { BUSINESS } from '@shared/constants';
import { Link } from '@web/lib/router';
import { Art, CARD } from './Art';
import { FastFoodTabs } from './FastFoodTabs';
import { explore, fastFood, steps } from './homeContent';
import { StepSlider } from './StepSlider';

/** The home page below the hero: the fast-food tabs, the explore blocks, the steps and the band. */
export default function HomeSections() {
  return (
    <>
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
          {explore.map((block) => (
            <article
              key={block.id}
              className={`explore-card explore-card--${block.tone}`}
              aria-labelledby={`${block.id}-title`}
            >
              <Art className="explore-art" src={block.art.src} alt={block.art.alt} size={CARD} />
              <div className="explore-body">
                <h2 id={`${block.id}-title`}>{block.title}</h2>
                <p>{block.text}</p>
                <div className="explore-links">
                  <Link className="btn btn-light" to={block.cta.to}>
                    {block.cta.label}
                  </Link>
                  <Link className="explore-link" to={block.more.to}>
                    {block.more.label}
                  </Link>
                </div>
              </div>
            </article>
          ))}
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
    </>
  );
}
