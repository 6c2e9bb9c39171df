import { randomUUID } from 'node:crypto';
import type { Config } from '@server/config';
import { LogController } from 'fastify';

/**
 * The Fastify logger settings. Fastify's own request lines are turned off (two info lines per
 * request, about 300 a minute while one person browses): the ops module logs one line per
 * request at debug, and info is kept for business events, errors for the error handler.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify counts req-1, req-2... in each process: with several instances (and restarts)
    // those ids repeat, and an error line could no longer be told apart by its request id.
    genReqId: () => randomUUID(),
  };
}
