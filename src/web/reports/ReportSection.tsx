import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { FigureTable } from './ReportTables';

/** A titled card of the report; its heading names it for screen readers (`report-<name>`). */
export function ReportSection({
  name,
  title,
  wide = false,
  children,
}: {
  name: string;
  title: string;
  /** Across the whole grid: a table of many money columns that half the page would clip. */
  wide?: boolean;
  children: ReactNode;
}) {
  const id = `report-${name}`;
  return (
    <section className={`card panel report-section${wide ? ' is-wide' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One breakdown of the report: its title, a chart if it has one (lazy: the space is kept while
 * the charting library loads), its tables, then any note.
 */
export function Breakdown({
  name,
  title,
  chart,
  tables,
  wide,
  children,
}: {
  name: string;
  title: string;
  wide?: boolean;
  chart?: ReactNode;
  tables: Array<ComponentProps<typeof FigureTable>>;
  children?: ReactNode;
}) {
  return (
    <ReportSection name={name} title={title} wide={wide}>
      {chart && <Suspense fallback={<div className="report-chart" />}>{chart}</Suspense>}
      {tables.map((table) => (
        <FigureTable key={table.caption} {...table} />
      ))}
      {children}
    </ReportSection>
  );
}
