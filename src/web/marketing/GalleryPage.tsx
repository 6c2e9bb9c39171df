import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { diningRoom } from './art';
import { plates, rooms } from './galleryContent';
import { ImageGallery } from './ImageGallery';
import { PageHeader } from './PageHeader';
import './marketing.css';

/** Gallery (/Gallery): hero, text blocks, a link to /Menu and a link to /Reservation (spec). */
export default function GalleryPage() {
  usePageTitle('Gallery');
  return (
    <div className="mk">
      <PageHeader
        eyebrow="Gallery"
        title="A look around Tavola"
        lead="The plates, the fire and the room: a few pictures from a day in our kitchen and on our terrace."
        art={{ src: diningRoom, alt: 'The dining room with arched windows and candlelit tables' }}
      >
        <div className="mk-actions">
          <Link className="btn btn-primary" to="/Menu">
            View menu
          </Link>
          <Link className="btn btn-secondary" to="/Reservation">
            Make a reservation
          </Link>
        </div>
      </PageHeader>

      <section className="mk-section" aria-labelledby="plates-title">
        <div className="container">
          <div className="mk-text-blocks">
            <div>
              <h2 id="plates-title">Fire and smoke</h2>
              <p>
                Most of what we cook meets a flame: the charcoal grill for suya and whole fish, the
                hardwood oven for pizza and roast vegetables, the big pot for jollof that is never
                rushed.
              </p>
            </div>
            <div>
              <h2>Colour on the plate</h2>
              <p>
                Red from tomatoes and tatashe, green from efo and basil, gold from ripe plantain and
                olive oil. We plate simply and let the ingredients do the talking.
              </p>
            </div>
            <div>
              <h2>The room after dark</h2>
              <p>
                When the sun goes down over Lekki the candles come out, the terrace lights up and
                the grill keeps going until the last order at half past nine.
              </p>
            </div>
          </div>
          <h2 className="mk-gallery-title">From the kitchen</h2>
          <ImageGallery images={plates} />
          <h2 className="mk-gallery-title">Around the house</h2>
          <ImageGallery images={rooms} />
        </div>
      </section>

      <section className="mk-band" aria-labelledby="gallery-cta-title">
        <div className="container mk-band-inner">
          <div>
            <h2 id="gallery-cta-title">Pictures only go so far</h2>
            <p>Taste it at home or come and sit with us.</p>
          </div>
          <div className="mk-actions">
            <Link className="btn btn-saffron" to="/Menu">
              Order for delivery
            </Link>
            <Link className="btn btn-outline-light" to="/Reservation">
              Book a table
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
