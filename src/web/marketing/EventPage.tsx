import { BUSINESS } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { Art, WIDE } from './Art';
import { diningRoom, kitchenPass, promoGroup } from './art';
import { PageHeader } from './PageHeader';
import './marketing.css';

const CHEFS_TABLE_PER_GUEST = 65_000_00;
const WINE_PAIRING_PER_GUEST = 30_000_00;
const GROUP_FEAST_FROM = 28_000_00;

/** Event (/Event): private dining, chef's table evenings, celebrations, and how to ask. */
export default function EventPage() {
  usePageTitle('Events');
  return (
    <div className="mk">
      <PageHeader
        eyebrow="Events"
        title="Events at Tavola"
        lead="Private dinners, chef’s table evenings and parties that start with small chops and end with everyone asking for the jollof recipe."
        art={{
          src: kitchenPass,
          alt: 'Finished plates waiting under warm lamps at the kitchen pass',
        }}
      >
        <div className="mk-actions">
          <Link className="btn btn-primary" to="/Contact">
            Ask about an event
          </Link>
        </div>
      </PageHeader>

      <section className="mk-section" aria-labelledby="private-title">
        <div className="container mk-split">
          <Art
            className="mk-rounded"
            src={diningRoom}
            alt="The dining room laid for a private dinner with candles on every table"
            size={WIDE}
          />
          <div>
            <p className="eyebrow">10 to 24 guests</p>
            <h2 id="private-title">Private dining in the Olive Room</h2>
            <p>
              Our private room has its own door to the terrace, its own playlist and one long table
              that seats up to 24. Choose one of our sharing feasts or build a menu with our chefs;
              feasts start at {formatMoney(GROUP_FEAST_FROM)} per guest.
            </p>
            <Link className="mk-text-link" to="/Group-menu">
              See the group menu
            </Link>
          </div>
        </div>
      </section>

      <section className="mk-section mk-section--sand" aria-labelledby="chefs-table-title">
        <div className="container mk-split mk-split--reverse">
          <Art
            className="mk-rounded"
            src={promoGroup}
            alt="A long table seen from above with a sharing platter and small plates around it"
            size={WIDE}
          />
          <div>
            <p className="eyebrow">Thursdays at 19:30</p>
            <h2 id="chefs-table-title">Chef’s table evenings</h2>
            <p>
              Eight seats at the pass, seven small courses and a front-row view of the grill. Adaeze
              and her team cook and serve each course themselves and tell you where every ingredient
              came from.
            </p>
            <dl className="price-list">
              <div>
                <dt>Seven courses</dt>
                <dd>{formatMoney(CHEFS_TABLE_PER_GUEST)} per guest</dd>
              </div>
              <div>
                <dt>Wine pairing</dt>
                <dd>{formatMoney(WINE_PAIRING_PER_GUEST)} per guest</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="celebrations-title">
        <div className="container">
          <div className="mk-section-head">
            <p className="eyebrow">Birthdays, launches, send-forths</p>
            <h2 id="celebrations-title">Celebrations and office parties</h2>
          </div>
          <ul className="feature-grid">
            <li className="card">
              <h3>Small chops on arrival</h3>
              <p>
                Puff-puff, spring rolls, samosas and suya passed around while your guests arrive.
              </p>
            </li>
            <li className="card">
              <h3>A cake from Halima</h3>
              <p>
                Vanilla sponge with zobo cream, chocolate and orange, or your family’s favourite.
                Order two days ahead.
              </p>
            </li>
            <li className="card">
              <h3>Trays for the office</h3>
              <p>
                Jollof, fried rice, grilled chicken and small chops in trays for 20 to 60 guests,
                delivered across Lekki, Victoria Island and Ikoyi.
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section--sand" aria-labelledby="plan-title">
        <div className="container mk-narrow">
          <h2 id="plan-title">How to plan your event</h2>
          <ol className="number-list">
            <li>
              <h3>Tell us about it</h3>
              <p>
                The date, the number of guests and the occasion. Call{' '}
                <a href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`}>{BUSINESS.phone}</a>, write to{' '}
                <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> or use the details on our{' '}
                <Link to="/Contact">contact page</Link>.
              </p>
            </li>
            <li>
              <h3>Get a menu and a quote</h3>
              <p>We reply within one working day with a proposed menu and a clear price.</p>
            </li>
            <li>
              <h3>Hold the date</h3>
              <p>A 30% deposit holds the room; the rest is settled on the day.</p>
            </li>
          </ol>
          <Link className="btn btn-primary" to="/Contact">
            Contact us about an event
          </Link>
        </div>
      </section>
    </div>
  );
}
