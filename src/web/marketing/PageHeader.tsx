import type { ReactNode } from 'react';
import { Art, WIDE } from './Art';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  art?: { src: string; alt: string };
  children?: ReactNode;
}

/**
 * The top band of every marketing page: the page's only h1, one line of promise and, when there is
 * one, its illustration. The illustration sits at the top of the page, so it is never lazy.
 */
export function PageHeader({ eyebrow, title, lead, art, children }: PageHeaderProps) {
  return (
    <header className={`mk-page-header${art ? ' mk-page-header--art' : ''}`}>
      <div className="container mk-page-header-inner">
        <div className="mk-page-header-text">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
          {children}
        </div>
        {art && (
          <Art className="mk-page-header-art" src={art.src} alt={art.alt} size={WIDE} priority />
        )}
      </div>
    </header>
  );
}
