import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { Art, PORTRAIT, WIDE } from './Art';
import {
  chefAdaeze,
  chefHalima,
  chefMarco,
  chefTunde,
  diningRoom,
  heroTable,
  indoorBar,
  indoorTerrace,
  kitchenGrill,
  kitchenPass,
  stepKitchen,
} from './art';
import { type GalleryImage, ImageGallery } from './ImageGallery';
import { PageHeader } from './PageHeader';
import './marketing.css';

const chefs = [
  {
    name: 'Adaeze Okafor',
    post: 'Executive Chef',
    line: 'Trained in Florence, raised on her grandmother’s ofe onugbu in Enugu. Writes the menu every season.',
    src: chefAdaeze,
    alt: 'Portrait of Adaeze Okafor in chef whites and a terracotta head wrap',
  },
  {
    name: 'Marco Bellandi',
    post: 'Head Chef, Pasta and Pizza',
    line: 'Came to Lagos from Naples in 2016 for a month and never left. Rolls every sheet of pasta by hand.',
    src: chefMarco,
    alt: 'Portrait of Marco Bellandi, bearded, wearing a tall white chef’s hat',
  },
  {
    name: 'Tunde Bakare',
    post: 'Grill Chef',
    line: 'Twenty years of suya spots in Surulere taught him fire. He still blends the yaji himself.',
    src: chefTunde,
    alt: 'Portrait of Tunde Bakare, smiling, in a saffron head band and a dark apron',
  },
  {
    name: 'Halima Yusuf',
    post: 'Pastry Chef',
    line: 'From Kano via a Paris pâtisserie: meat pies at breakfast, cannoli and chin chin by lunch.',
    src: chefHalima,
    alt: 'Portrait of Halima Yusuf in chef whites and a wine-red hijab',
  },
];

const indoor: GalleryImage[] = [
  {
    src: diningRoom,
    alt: 'The main dining room with arched windows and candlelit tables',
    caption: 'The main room: forty seats under arched windows.',
  },
  {
    src: indoorBar,
    alt: 'The bar with shelves of bottles and three high stools',
    caption: 'The bar, where the zobo is steeped and the Chapman is shaken.',
  },
  {
    src: indoorTerrace,
    alt: 'The terrace under string lights with a parasol, palms and a table for two',
    caption: 'The terrace, under the palms and the string lights.',
  },
];

const kitchen: GalleryImage[] = [
  {
    src: stepKitchen,
    alt: 'The brick wood-fired pizza oven with a bright fire',
    caption: 'The hardwood oven: 400\u00a0°C and ninety seconds per pizza.',
  },
  {
    src: kitchenGrill,
    alt: 'A whole croaker and suya skewers on a charcoal grill over glowing coals',
    caption: 'The charcoal grill for suya, asun and whole fish.',
  },
  {
    src: kitchenPass,
    alt: 'Three finished plates waiting under the heat lamps at the pass, with order tickets above',
    caption: 'The pass, where every plate is checked before it leaves.',
  },
];

/** About (/About): food safety, the room, the four chefs and the two galleries of the spec. */
export default function AboutPage() {
  usePageTitle('About us');
  return (
    <div className="mk">
      <PageHeader
        eyebrow="About us"
        title="About Tavola"
        lead="A Lagos kitchen with a Mediterranean table: the smoke of the suya grill, the patience of hand-rolled pasta and the noise of a dining room where everyone is welcome."
        art={{ src: heroTable, alt: 'A candlelit table for two beneath an arched window' }}
      />

      <section className="mk-section" aria-labelledby="safety-title">
        <div className="container mk-split">
          <div>
            <p className="eyebrow">Food safety</p>
            <h2 id="safety-title">Clean hands, cold rooms, clear answers</h2>
            <p>
              Good food starts long before the pan is hot. Every delivery is checked in by a chef,
              every fridge and cold room is logged twice a day, and raw fish, meat and vegetables
              are kept on their own colour-coded boards from the market to the plate.
            </p>
          </div>
          <ul className="check-list">
            <li>Temperatures of every fridge, freezer and hot hold logged morning and evening.</li>
            <li>Fish and meat bought the same morning and used within the day.</li>
            <li>
              Every dish’s allergens written down: ask your server or call us and we will tell you
              exactly what is in it.
            </li>
            <li>Drinking water and ice made from filtered, treated water only.</li>
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section--sand" aria-labelledby="environment-title">
        <div className="container mk-split">
          <Art
            className="mk-rounded"
            src={indoorTerrace}
            alt="The terrace at dusk with palms, a parasol and string lights"
            size={WIDE}
          />
          <div>
            <p className="eyebrow">Our environment</p>
            <h2 id="environment-title">A room made for long lunches</h2>
            <p>
              Terracotta walls, olive-green chairs and tables far enough apart to hear each other.
              By day the arched windows fill the room with light; at night the candles come out and
              the terrace glows under the palms.
            </p>
            <p>
              We cook with charcoal from sustainably managed wood, send our used cooking oil for
              recycling, and buy most of what we cook from farms and fishermen within a day’s drive
              of Lagos.
            </p>
          </div>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="chefs-title">
        <div className="container">
          <div className="mk-section-head">
            <p className="eyebrow">The team</p>
            <h2 id="chefs-title">Meet our chefs</h2>
          </div>
          <ul className="chef-grid">
            {chefs.map((chef) => (
              <li key={chef.name} className="chef-card">
                <Art className="chef-portrait" src={chef.src} alt={chef.alt} size={PORTRAIT} />
                <h3 className="chef-name">{chef.name}</h3>
                <p className="chef-post">{chef.post}</p>
                <p className="chef-line">{chef.line}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section--sand" aria-labelledby="indoor-title">
        <div className="container">
          <h2 id="indoor-title">Indoor</h2>
          <ImageGallery images={indoor} />
          <h2 id="kitchen-title" className="mk-gallery-title">
            Where we cook
          </h2>
          <ImageGallery images={kitchen} />
        </div>
      </section>

      <section className="mk-band" aria-labelledby="about-cta-title">
        <div className="container mk-band-inner">
          <div>
            <h2 id="about-cta-title">Cooking for a special occasion?</h2>
            <p>Tell us what you are craving, or bring the whole family to the table.</p>
          </div>
          <div className="mk-actions">
            <Link className="btn btn-saffron" to="/Menu">
              Order a custom meal
            </Link>
            <Link className="btn btn-outline-light" to="/Reservation">
              Book us now
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
