import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  accountPageRoutes,
  accountsRoutes,
  createAccountPage,
  createAccountsRepository,
  createAccountsService,
  createOrderAccounts,
  createStaffDirectory,
  orderAccountRoutes,
  registerPermissionGuard,
  registerSessionResolution,
  SESSION_COOKIE,
  staffRoutes,
  streamOwnerOf,
} from './accounts';
import { createAdminDomain } from './admin';
import { createStaffAlerts } from './alerts';
import { createAuditDomain } from './audit';
import { createCartDomain } from './cart';
import { createCatalogDomain } from './catalog';
import { checkoutPersonalData, createCheckoutDomain } from './checkout';
import type { Config } from './config';
import { createCustomersDomain } from './customers';
import { type Database, isEmbeddedDatabase } from './db/client';
import { registerErrorHandling } from './errors';
import { registerCsrfProtection } from './http/csrf';
import { createEventStreams } from './http/event-stream';
import { registerNullByteGuard } from './http/null-bytes';
import { registerOpenApi } from './http/openapi';
import { registerQueryGuards } from './http/query-guards';
import { FRAMEWORK_ERROR_HEADERS, registerSecurityHeaders } from './http/security-headers';
import { createMailService, createTransport, devMailboxRoutes, type MailTransport } from './mail';
import { createNewsletterService, newsletterRoutes } from './newsletter';
import { opsRoutes } from './ops';
import { createOrdersDomain, ordersPersonalData } from './orders';
import { checkoutFrameSources, createPaymentsDomain, paymentsPersonalData } from './payments';
import { fromAppRoot } from './platform/app-root';
import type { DomainContext } from './platform/domain';
import { createLocalEventBus, createPgEventBus, type EventBus } from './platform/events';
import { loggerOptions } from './platform/logging';
import { fastifyTrustProxy } from './platform/network';
import { createRateLimiter } from './platform/rate-limit';
import { createLinkSigner, loadLinkSecret } from './platform/signed-links';
import { createReportsDomain } from './reports';
import {
  createReservationsDomain,
  reservationsPersonalData,
  waitlistPersonalData,
} from './reservations';
import { createSettingsDomain } from './settings';
import { serveWebApp } from './site/serve-web-app';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides the transport chosen by MAIL_TRANSPORT (tests). */
  mailTransport?: MailTransport;
  /** The clock of the accounts domain (tests move it to expire sessions). */
  now?: () => Date;
  /** Overrides the in-process event bus (e.g. the PostgreSQL LISTEN/NOTIFY bridge). */
  events?: EventBus;
  /** Folder of the built web app; defaults to ./dist when it exists. */
  webRoot?: string | null;
  /** The web app's server-render bundle; defaults to the build's, beside webRoot. */
  renderEntry?: string;
  /** Live streams' heartbeat and session-check periods (tests shorten them). */
  streamTimings?: { heartbeatMs?: number; sessionCheckMs?: number };
}

const defaultWebRoot = fromAppRoot('dist');

/** Builds the whole HTTP application. Tests build it in-process and call `app.inject`. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    ...loggerOptions(config),
    bodyLimit: 64 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Paths are matched case-insensitively (/Reservation and /reservation), as the spec's links mix case.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Paths the router cannot even read (bad percent-encoding, over-long parameters) are refused
    // before any hook runs: answer them in our error shape, with the security headers.
    frameworkErrors(error, _request, rawReply) {
      const reply = rawReply as unknown as FastifyReply;
      for (const [name, value] of Object.entries(FRAMEWORK_ERROR_HEADERS))
        reply.header(name, value);
      reply
        .status(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400)
        .send({ error: { code: 'invalid', message: 'This address is not valid.' } });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const { db } = database;
  const limiter = createRateLimiter(db, deps.now);
  const mail = createMailService({
    db,
    config,
    transport: deps.mailTransport ?? createTransport(config),
    log: app.log,
  });
  const accounts = createAccountsService({
    repo: createAccountsRepository(db),
    config,
    mail,
    limiter,
    now: deps.now,
    cacheSessions: isEmbeddedDatabase(db),
  });
  // Live streams of every route in one registry: the caps hold across them, and a session's
  // streams end when it is signed out here (or, checked regularly, anywhere).
  const streams = createEventStreams({
    ...deps.streamTimings,
    limits: config.liveStreams,
    ownerOf: streamOwnerOf(accounts),
    now: deps.now,
  });
  accounts.onSessionsEnded((ended) => streams.closeSessions(ended));
  const newsletter = createNewsletterService(db);
  const links = createLinkSigner(await loadLinkSecret(db, config.linkSecret));
  const ctx: DomainContext = { db, config, mail, limiter, log: app.log, links };
  // On PostgreSQL, events reach every instance through LISTEN/NOTIFY; on PGlite there is only one.
  const events =
    deps.events ??
    (database.pool ? createPgEventBus(database.pool, app.log) : createLocalEventBus());
  // The public menu's live streams (guests too): no session, the per-address cap only.
  const menuStreams = createEventStreams({ ...deps.streamTimings, limits: config.liveStreams });
  const catalog = createCatalogDomain({ ...ctx, events, menuStreams });
  const cart = createCartDomain({ ...ctx, catalog: catalog.service });
  const settings = createSettingsDomain({ ...ctx, events });
  const alerts = createStaffAlerts({
    db,
    mail,
    settings: settings.service,
    appUrl: config.appUrl,
    timeZone: config.timeZone,
    log: app.log,
  });
  const payments = createPaymentsDomain(ctx);
  const reservations = createReservationsDomain({
    ...ctx,
    settings: settings.service,
    alerts,
    payments: payments.service,
  });
  const orders = createOrdersDomain({
    ...ctx,
    payments: payments.service,
    cart: cart.service,
    events,
    streams,
    publicStreams: menuStreams,
    alerts,
  });
  const checkout = createCheckoutDomain({
    ...ctx,
    cart: cart.service,
    payments: payments.service,
    orders: orders.service,
    settings: settings.service,
    catalog: catalog.service,
    deposits: reservations.service.deposits,
    events,
  });
  const admin = createAdminDomain({
    ...ctx,
    streams,
    orders: orders.service,
    reservations: reservations.service,
    catalog: catalog.service,
    attention: [(now) => payments.service.needingAttention(now)],
    watch: alerts.watch,
  });
  const reports = createReportsDomain(ctx);
  const audit = createAuditDomain(ctx);
  const customers = createCustomersDomain({
    orders: orders.service,
    reservations: reservations.service,
  });
  // The diner's account page: each domain keeping their data takes part.
  const accountDeps = { db, repo: createAccountsRepository(db), accounts, now: deps.now };
  const accountPage = createAccountPage({
    ...accountDeps,
    mail,
    appUrl: config.appUrl,
    keepers: [
      checkoutPersonalData(db),
      ordersPersonalData(db),
      paymentsPersonalData(db),
      reservationsPersonalData(db, config.timeZone),
      waitlistPersonalData(db),
      {
        name: 'cart',
        forget: async (tx, userId) => void (await cart.service.clearForUser({ userId }, tx)),
      },
    ],
  });

  // A guest's order page makes an account that its order joins, in one transaction.
  const orderAccounts = createOrderAccounts({
    ...accountDeps,
    limiter,
    config,
    orders: orders.service,
  });
  const staff = createStaffDirectory({ ...accountDeps, mail, appUrl: config.appUrl, events });

  await app.register(cookie);
  await registerOpenApi(app);

  registerSecurityHeaders(app, config, checkoutFrameSources(config.payments));
  registerNullByteGuard(app);
  registerCsrfProtection(app);
  registerQueryGuards(app, { adminTimeoutMs: config.adminQueryTimeoutMs });
  registerSessionResolution(app, accounts);
  registerPermissionGuard(app);
  // Ops (health probes, /metrics, request and business-event logs): before the routes it measures.
  await app.register(opsRoutes({ db, config, events }));

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { ok: true, database: database.kind };
  });
  await app.register(accountsRoutes(accounts, config, cart.onSignIn));
  await app.register(accountPageRoutes({ page: accountPage, accounts, limiter }));
  await app.register(orderAccountRoutes(orderAccounts, config, cart.onSignIn));
  await app.register(staffRoutes(staff, config));
  await app.register(newsletterRoutes(newsletter, limiter));
  for (const domain of [
    settings,
    catalog,
    cart,
    reservations,
    payments,
    checkout,
    orders,
    admin,
    reports,
    customers,
    audit,
  ])
    await app.register(domain.routes);
  if (!config.isProduction) {
    const userOf = (request: FastifyRequest) =>
      accounts.userForSession(request.cookies[SESSION_COOKIE]);
    await app.register(devMailboxRoutes(db, { appUrl: config.appUrl, userOf }));
  }

  const webRoot =
    deps.webRoot === undefined
      ? existsSync(defaultWebRoot)
        ? defaultWebRoot
        : null
      : deps.webRoot;
  const liveMenu = { catalog: catalog.service, events, renderEntry: deps.renderEntry };
  if (webRoot) await serveWebApp(app, webRoot, liveMenu);

  app.addHook('onClose', async () => {
    await mail.stop();
    await events.close();
  });

  return {
    app,
    services: {
      accounts,
      accountPage,
      staff,
      mail,
      newsletter,
      limiter,
      links,
      catalog: catalog.service,
      cart: cart.service,
      reservations: reservations.service,
      settings: settings.service,
      payments: payments.service,
      checkout: checkout.service,
      orders: orders.service,
      admin: admin.service,
      reports: reports.service,
      customers: customers.service,
      audit: audit.service,
      events,
      streams,
    },
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
