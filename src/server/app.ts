import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createAccountsRepository } from './accounts/repository';
import { accountsRoutes, registerSessionResolution } from './accounts/routes';
import { createAccountsService } from './accounts/service';
import { createAdminDomain } from './admin';
import { createCartDomain } from './cart';
import { createCatalogDomain } from './catalog';
import { createCheckoutDomain } from './checkout';
import type { Config } from './config';
import { type Database, isEmbeddedDatabase } from './db/client';
import { registerErrorHandling } from './errors';
import { registerCsrfProtection } from './http/csrf';
import { registerNullByteGuard } from './http/null-bytes';
import { FRAMEWORK_ERROR_HEADERS, registerSecurityHeaders } from './http/security-headers';
import { devMailboxRoutes } from './mail/routes';
import { createMailService, createTransport } from './mail/service';
import type { MailTransport } from './mail/types';
import { newsletterRoutes } from './newsletter/routes';
import { createNewsletterService } from './newsletter/service';
import { createOrdersDomain } from './orders';
import { createPaymentsDomain } from './payments';
import { fromAppRoot } from './platform/app-root';
import type { DomainContext } from './platform/domain';
import { createLocalEventBus, createPgEventBus, type EventBus } from './platform/events';
import { createRateLimiter } from './platform/rate-limit';
import { createReservationsDomain } from './reservations';
import { serveWebApp } from './web/serve-web-app';

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
}

const defaultWebRoot = fromAppRoot('dist');

/** Builds the whole HTTP application. Tests build it in-process and call `app.inject`. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
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
  const limiter = createRateLimiter(db);
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
  const newsletter = createNewsletterService(db);
  const ctx: DomainContext = { db, config, mail, limiter, log: app.log };
  const catalog = createCatalogDomain(ctx);
  const cart = createCartDomain({ ...ctx, catalog: catalog.service });
  const reservations = createReservationsDomain(ctx);
  // On PostgreSQL, events reach every instance through LISTEN/NOTIFY; on PGlite there is only one.
  const events =
    deps.events ??
    (database.pool ? createPgEventBus(database.pool, app.log) : createLocalEventBus());
  const payments = createPaymentsDomain(ctx);
  const orders = createOrdersDomain({ ...ctx, payments: payments.service, events });
  const checkout = createCheckoutDomain({
    ...ctx,
    cart: cart.service,
    payments: payments.service,
    orders: orders.service,
    events,
  });
  const admin = createAdminDomain({
    ...ctx,
    orders: orders.service,
    reservations: reservations.service,
    catalog: catalog.service,
  });

  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tavola storefront API',
        version: '1.0.0',
        description: 'Menu, cart, checkout, orders, reservations and the back office.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tavola_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerSecurityHeaders(app, config);
  registerNullByteGuard(app);
  registerCsrfProtection(app);
  registerSessionResolution(app, accounts);

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { ok: true, database: database.kind };
  });
  await app.register(accountsRoutes(accounts, config));
  await app.register(newsletterRoutes(newsletter, limiter));
  for (const domain of [catalog, cart, reservations, payments, checkout, orders, admin])
    await app.register(domain.routes);
  if (!config.isProduction) await app.register(devMailboxRoutes(db));

  const webRoot =
    deps.webRoot === undefined
      ? existsSync(defaultWebRoot)
        ? defaultWebRoot
        : null
      : deps.webRoot;
  if (webRoot) await serveWebApp(app, webRoot);

  app.addHook('onClose', async () => {
    await mail.stop();
    await events.close();
  });

  return {
    app,
    services: {
      accounts,
      mail,
      newsletter,
      limiter,
      catalog: catalog.service,
      cart: cart.service,
      reservations: reservations.service,
      payments: payments.service,
      checkout: checkout.service,
      orders: orders.service,
      admin: admin.service,
      events,
    },
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
