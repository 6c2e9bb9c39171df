import { Link } from '@web/lib/router';
import { usePageTitle } from './usePageTitle';

/** An honest placeholder for a screen that a later issue builds. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  return (
    <section className="page container">
      <h1 className="page-title">{title}</h1>
      <p className="lead">{text}</p>
      <Link className="btn btn-secondary" to="/">
        Back to the home page
      </Link>
    </section>
  );
}
