import { errorResponseSchema } from '@shared/schemas/auth';

/** The statuses our one error type answers with (see `statusByCode` in src/server/errors.ts). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/**
 * The documented error answers of a route, every one with the one error body, e.g.
 * `response: { 200: okSchema, ...errorResponses(400, 401, 409) }`. The OpenAPI document (and the
 * typed client generated from it) lists exactly these statuses.
 */
export function errorResponses<const Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
