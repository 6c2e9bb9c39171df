import { weeklyLinesTexts } from '@shared/hours';
import { Link } from '@web/lib/router';
import { StoredServiceHours } from '@web/settings/StoredHours';
import { usePageTitle } from '@web/ui/usePageTitle';
import { orderDelivery } from './art';
import { PageHeader } from './PageHeader';
import './marketing.css';

/** Order (/Order): how ordering works, from the menu to the door. */
export default function OrderPage() {
  usePageTitle('How ordering works');
  return (
    <div className="mk">
      <PageHeader
        eyebrow="Order online"
        title="How ordering works"
        lead="Five steps from our kitchen to your door, or to the counter if you would rather collect."
        art={{
          src: orderDelivery,
          alt: 'A Tavola rider on a scooter carrying a warm delivery box',
        }}
      >
        <div className="mk-actions">
          <Link className="btn btn-primary" to="/Menu">
            Start your order
          </Link>
        </div>
      </PageHeader>

      <section className="mk-section" aria-labelledby="steps-heading">
        <div className="container mk-narrow">
          <h2 id="steps-heading" className="visually-hidden">
            The five steps
          </h2>
          <ol className="number-list">
            <li>
              <h3>Browse the menu</h3>
              <p>
                Open the <Link to="/Menu">menu</Link>, choose a category and look through the
                dishes. Prices are in Naira, and the price you see is the price you pay.
              </p>
            </li>
            <li>
              <h3>Fill your cart</h3>
              <p>
                Press Add to Cart on any dish: no account needed, your cart waits for you on this
                device. Change quantities in your cart at any time. With an account your cart
                follows you from your phone to your laptop: <Link to="/Auth/login">sign in</Link> or{' '}
                <Link to="/Auth/Signup">create one</Link>.
              </p>
            </li>
            <li>
              <h3>Choose delivery or pickup</h3>
              <p>
                Pick Home Delivery and tell us where (signed in, choose one of your saved
                addresses), or Pickup Station to collect it yourself. The delivery fee, the minimum
                order and the estimated time depend on your area; checkout shows them, and the full
                total, before you pay.
              </p>
            </li>
            <li>
              <h3>Pay by card</h3>
              <p>
                Check your order details (as a guest, add your name, e-mail and phone) and press Pay
                Now. You pay in the secure window of our card payment provider; your card number
                never reaches our servers, and the order is only placed once the payment is
                confirmed.
              </p>
            </li>
            <li>
              <h3>Follow your order</h3>
              <p>
                The confirmation e-mail links to your order's own page, where you follow it live.
                Signed in, paid orders also appear under{' '}
                <Link to="/user/present-orders">present orders</Link> right away. Changed your mind?
                Cancel while the kitchen has not accepted it and the money goes back to your card.
                Delivered orders move to <Link to="/user/past-orders">past orders</Link>.
              </p>
            </li>
          </ol>
        </div>
      </section>

      <section className="mk-section mk-section--sand" aria-label="Delivery details">
        <div className="container">
          <ul className="feature-grid">
            <li className="card">
              <h2 className="card-title">Delivery hours</h2>
              <StoredServiceHours label={weeklyLinesTexts.delivery} />
            </li>
            <li className="card">
              <h2 className="card-title">Where we deliver</h2>
              <p>Lekki, Victoria Island and Ikoyi, usually within 45 minutes of payment.</p>
            </li>
            <li className="card">
              <h2 className="card-title">Questions or allergies?</h2>
              <p>
                <Link to="/Contact">Contact us</Link> before you order and we will tell you exactly
                what is in every dish.
              </p>
            </li>
          </ul>
        </div>
      </section>
    </div>
  );
}
