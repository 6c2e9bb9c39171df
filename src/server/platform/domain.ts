import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { MailService } from '@server/mail';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RateLimiter } from './rate-limit';
import type { LinkSigner } from './signed-links';

/** What every domain gets from the app factory. Domains talk to each other only through services. */
export interface DomainContext {
  db: Db;
  config: Config;
  mail: MailService;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Signs and checks the links mailed to people without an account. */
  links: LinkSigner;
}

/** A domain: its service (used by other domains, the seed and tests) and its HTTP routes. */
export interface Domain<Service> {
  service: Service;
  routes: (app: FastifyInstance) => Promise<void>;
}
