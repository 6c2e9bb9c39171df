import { Art, WIDE } from './Art';

export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
}

/** A responsive grid of captioned illustrations; all lazy, since galleries sit below the fold. */
export function ImageGallery({ images }: { images: GalleryImage[] }) {
  return (
    <ul className="image-gallery">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
            <Art src={image.src} alt={image.alt} size={WIDE} />
            <figcaption>{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
