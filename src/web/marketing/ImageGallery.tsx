import { type FeaturedDishSlug, featuredDishes, menuPageOf } from '@shared/featured-dishes';
import { Link } from '@web/lib/router';
import { Art, WIDE } from './Art';

export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
  /** The menu's dish in the picture, linked to where it is ordered. */
  dish?: FeaturedDishSlug;
}

/** The words of a picture's link to its dish. */
export const orderDishLabel = (dish: FeaturedDishSlug) => `Order ${featuredDishes[dish].name}`;

/** A responsive grid of captioned illustrations; all lazy, since galleries sit below the fold. */
export function ImageGallery({ images }: { images: GalleryImage[] }) {
  return (
    <ul className="image-gallery">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
            <Art src={image.src} alt={image.alt} size={WIDE} />
            <figcaption>
              {image.caption}
              {image.dish && (
                <>
                  {' '}
                  <Link className="image-gallery-link" to={menuPageOf(image.dish)}>
                    {orderDishLabel(image.dish)}
                  </Link>
                </>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
