import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { menuList } from './menuList';
import { PageHeader } from './PageHeader';
import './marketing.css';

/** The static menu list (route /Menu-list): what we cook, at a glance. */
export default function MenuListPage() {
  usePageTitle('Menu list');
  return (
    <div className="mk">
      <PageHeader
        eyebrow="At a glance"
        title="Menu list"
        lead="Everything we cook and pour, in one list. The dishes change a little with the market; the favourites never leave."
      >
        <div className="mk-actions">
          <Link className="btn btn-primary" to="/Menu">
            Order from the menu
          </Link>
        </div>
      </PageHeader>
      <section className="mk-section" aria-label="The menu list">
        <div className="container menu-list">
          {menuList.map((group) => (
            <section
              key={group.heading}
              className="menu-list-group"
              aria-labelledby={`list-${group.heading}`}
            >
              <h2 id={`list-${group.heading}`}>{group.heading}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
