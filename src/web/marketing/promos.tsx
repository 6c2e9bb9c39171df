import { Link } from '@web/lib/router';
import { Art, CARD } from './Art';
import { promoMenus } from './promoMenus';
import './marketing.css';

interface PromoBlocksProps {
  /** Heading level of each block's title, to fit under the host page's own headings. */
  headingLevel?: 2 | 3;
  /** Leave one menu out, e.g. the one the visitor is reading. */
  exclude?: string;
}

/**
 * The five promotional blocks (image, title, one line, link). The Menu page shows them while no
 * category is chosen (spec: Menu); every promotional menu page shows the other four.
 */
export function PromoBlocks({ headingLevel = 2, exclude }: PromoBlocksProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="promo-grid">
      {promoMenus
        .filter((menu) => menu.slug !== exclude)
        .map((menu) => (
          <li key={menu.slug} className="promo-block">
            <Art className="promo-block-art" src={menu.art.src} alt={menu.art.alt} size={CARD} />
            <div className="promo-block-body">
              <Heading className="promo-block-title">
                <Link to={`/${menu.slug}`} className="promo-block-link">
                  {menu.title}
                </Link>
              </Heading>
              <p className="promo-block-teaser">{menu.teaser}</p>
              {menu.order && (
                <Link to={menu.order.to} className="promo-block-order">
                  {menu.order.label}
                </Link>
              )}
            </div>
          </li>
        ))}
    </ul>
  );
}
