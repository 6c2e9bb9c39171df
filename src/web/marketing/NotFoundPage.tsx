import { notFoundTexts as t } from '@shared/not-found';
import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { PageHeader } from './PageHeader';
import './marketing.css';

/** Any address the app has no page for: says so and offers the two ways on (home, the menu). */
export default function NotFoundPage() {
  usePageTitle(t.title);
  return (
    <div className="mk">
      <PageHeader eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <div className="mk-actions">
          <Link className="btn btn-primary" to="/Menu">
            {t.menu}
          </Link>
          <Link className="btn btn-secondary" to="/">
            {t.home}
          </Link>
        </div>
      </PageHeader>
    </div>
  );
}
