import { dishPageOf } from '@shared/dish-links';
import { formatMoney } from '@shared/money';
import { promoMenuTexts } from '@shared/promo-menu-texts';
import { Link, Navigate } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { PageHeader } from './PageHeader';
import { type PromoItem, type PromoMenu, promoMenuFor } from './promoMenus';
import { PromoBlocks } from './promos';
import './marketing.css';

/** One of the five promotional menus; `slug` comes from the route (PROMO_MENUS). */
export default function PromoMenuPage({ slug }: { slug: string }) {
  const menu = promoMenuFor(slug);
  // The router only mounts this page for the five known slugs; anything else goes to the menu.
  if (!menu) return <Navigate to="/Menu" replace />;
  return <PromoMenuView menu={menu} />;
}

/** One item with its price; an item the online menu sells links to its dish's card there. */
function PromoLine({ item }: { item: PromoItem }) {
  return (
    <li className="menu-item">
      <div className="menu-item-line">
        <h3 className="menu-item-name">{item.name}</h3>
        <span className="menu-item-leader" aria-hidden="true" />
        <p className="menu-item-price">
          {formatMoney(item.priceMinor)}
          {item.unit && <span className="menu-item-unit"> {item.unit}</span>}
        </p>
      </div>
      {item.description && <p className="menu-item-description">{item.description}</p>}
      {item.dish && (
        // A whole page load, not an in-app route: the category page arrives with its dishes in
        // the HTML, so the browser itself scrolls to the dish's card and marks it as the target.
        <a
          className="menu-item-order"
          href={dishPageOf(item.dish)}
          aria-label={promoMenuTexts.orderDish(item.name)}
        >
          {promoMenuTexts.orderOnline}
        </a>
      )}
    </li>
  );
}

function PromoMenuView({ menu }: { menu: PromoMenu }) {
  usePageTitle(menu.title);
  const items = menu.sections.flatMap((section) => section.items);
  const orderable = items.some((item) => item.dish);
  return (
    <div className="mk">
      <PageHeader eyebrow={menu.eyebrow} title={menu.title} lead={menu.intro} art={menu.art}>
        <div className="mk-actions">
          <Link className="btn btn-primary" to="/Reservation">
            Book a table
          </Link>
          <Link className="btn btn-secondary" to="/Menu">
            Order from the menu
          </Link>
        </div>
      </PageHeader>

      <section className="mk-section" aria-label={`${menu.title}: dishes and prices`}>
        <div className="container menu-card">
          <p className="menu-ordering-note">
            {orderable ? promoMenuTexts.someInHouse : promoMenuTexts.allInHouse}
          </p>
          {menu.sections.map((section) => (
            <section key={section.heading} className="menu-section">
              <div className="menu-section-head">
                <h2 className="menu-section-title">{section.heading}</h2>
                {section.note && <p className="menu-section-note">{section.note}</p>}
              </div>
              <ul className="menu-items">
                {section.items.map((item) => (
                  <PromoLine key={item.name} item={item} />
                ))}
              </ul>
            </section>
          ))}
          <ul className="menu-notes" aria-label="Good to know">
            {menu.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="menu-vat muted">Prices in Naira, including VAT.</p>
        </div>
      </section>

      <section className="mk-section mk-section--sand" aria-labelledby="more-menus-title">
        <div className="container">
          <h2 id="more-menus-title">More menus</h2>
          <PromoBlocks headingLevel={3} exclude={menu.slug} />
        </div>
      </section>
    </div>
  );
}
