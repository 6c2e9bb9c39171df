import type { CartService } from '@server/cart';
import type { CatalogService } from '@server/catalog';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { MailService } from '@server/mail';
import type { OrdersService } from '@server/orders';
import type { PaymentsService } from '@server/payments';
import type { EventBus } from '@server/platform/events';
import type { LinkSigner } from '@server/platform/signed-links';
import type { Deposits } from '@server/reservations';
import type { SettingsService } from '@server/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutRepository } from './repository';

/** What the checkout modules work with; `createCheckoutService` builds it once. */
export interface CheckoutDeps {
  db: Db;
  config: Config;
  mail: MailService;
  log: FastifyBaseLogger;
  /** Signs the card payment links mailed for staff orders (payment-links.ts). */
  links: LinkSigner;
  repo: CheckoutRepository;
  cart: CartService;
  /** Checkout writes the paid orders (inside its transaction) and reads them back for receipts. */
  orders: Pick<
    OrdersService,
    | 'recordPaid'
    | 'ofPayment'
    | 'slotCounts'
    | 'orderForAdmin'
    | 'markPaidByLink'
    | 'linkedOrder'
    | 'pageLink'
    | 'viewPath'
    | 'forReceipt'
    | 'markPaid'
  >;
  payments: PaymentsService;
  /** Booking deposits: the booking a deposit pays, moved on by its payment. */
  deposits: Pick<Deposits, 'booking' | 'paymentRecorder'>;
  events: EventBus;
  /** The hours rules in force (opening hours, closures, pause, lead time, slots and their cap). */
  settings: Pick<SettingsService, 'current' | 'deliveryZones'>;
  /** Sold out and stock: checked and taken inside the recording transaction. */
  catalog: Pick<CatalogService, 'takeStock' | 'stockTaken' | 'findItems'>;
}

/** The checkout deps plus what is derived from them once (the receipts' date format). */
export interface SettlementDeps extends CheckoutDeps {
  paidAtText: (at: Date) => string;
}
