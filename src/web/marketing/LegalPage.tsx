import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import './marketing.css';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Shared frame of the privacy policy and the terms: a header, then numbered plain-language sections. */
export function LegalPage({
  title,
  lead,
  updated,
  sections,
}: {
  title: string;
  lead: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <div className="mk">
      <PageHeader eyebrow={`Last updated ${updated}`} title={title} lead={lead} />
      <div className="mk-section">
        <div className="container mk-narrow legal">
          {sections.map((section, i) => (
            <section key={section.title} aria-labelledby={`legal-${i + 1}`}>
              <h2 id={`legal-${i + 1}`}>
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
