import { formatMoney } from '@shared/money';
import { Link, Navigate } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { PageHeader } from './PageHeader';
import { type PromoMenu, promoMenuFor } from './promoMenus';
import { PromoBlocks } from './promos';
import './marketing.css';

/** One of the five promotional menus; `slug` comes from the route (PROMO_MENUS). */
export default function PromoMenuPage({ slug }: { slug: string }) {
  const menu = promoMenuFor(slug);
  // The router only mounts this page for the five known slugs; anything else goes to the menu.
  if (!menu) return <Navigate to="/Menu" replace />;
  return <PromoMenuView menu={menu} />;
}

function PromoMenuView({ menu }: { menu: PromoMenu }) {
  usePageTitle(menu.title);
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
          {menu.sections.map((section) => (
            <section key={section.heading} className="menu-section">
              <div className="menu-section-head">
                <h2 className="menu-section-title">{section.heading}</h2>
                {section.note && <p className="menu-section-note">{section.note}</p>}
              </div>
              <ul className="menu-items">
                {section.items.map((item) => (
                  <li key={item.name} className="menu-item">
                    <div className="menu-item-line">
                      <h3 className="menu-item-name">{item.name}</h3>
                      <span className="menu-item-leader" aria-hidden="true" />
                      <p className="menu-item-price">
                        {formatMoney(item.priceMinor)}
                        {item.unit && <span className="menu-item-unit"> {item.unit}</span>}
                      </p>
                    </div>
                    {item.description && (
                      <p className="menu-item-description">{item.description}</p>
                    )}
                  </li>
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
