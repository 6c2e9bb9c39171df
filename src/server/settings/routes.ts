import { staffOf } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import { pauseChangeSchema, pauseStateSchema } from '@shared/ordering-pause';
import {
  restaurantSettingsPatchSchema,
  restaurantSettingsSchema,
  restaurantSettingsViewSchema,
  restaurantStatusSchema,
} from '@shared/restaurant-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SettingsService } from './service';

/** Diners' browsers may reuse the open state this long: it changes by the minute, not faster. */
const STATUS_MAX_AGE_SECONDS = 5;

export function settingsRoutes(service: SettingsService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/restaurant/status',
      {
        schema: {
          tags: ['Restaurant'],
          summary:
            'Whether delivery and pickup take orders now, in words, and the closures of the coming week (public)',
          response: { 200: restaurantStatusSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${STATUS_MAX_AGE_SECONDS}`);
        return service.status();
      },
    );

    app.get(
      '/api/admin/settings',
      {
        config: { permission: 'settings.edit' },
        schema: {
          tags: ['Back office'],
          summary:
            'The restaurant settings: details, hours, closures, lead time, slots, pause (admins)',
          response: { 200: restaurantSettingsViewSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.view();
      },
    );

    app.put(
      '/api/admin/settings',
      {
        config: { permission: 'settings.edit' },
        schema: {
          tags: ['Back office'],
          summary: 'Saves the restaurant settings whole (admins)',
          body: restaurantSettingsSchema,
          response: { 200: restaurantSettingsViewSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => service.update(request.body, staffOf(request)),
    );

    app.patch(
      '/api/admin/settings',
      {
        config: { permission: 'settings.edit' },
        schema: {
          tags: ['Back office'],
          summary:
            'Saves the sections given (details, parts of the hours, zones, bookings, alerts), each whole; the rest and the pause stay as in force (admins)',
          body: restaurantSettingsPatchSchema,
          response: { 200: restaurantSettingsViewSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => service.updateSections(request.body, staffOf(request)),
    );

    app.get(
      '/api/admin/ordering-pause',
      {
        config: { permission: 'ordering.pause' },
        schema: {
          tags: ['Back office'],
          summary: 'Whether online orders are paused, since when and by whom (admins)',
          response: { 200: pauseStateSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.pauseState();
      },
    );

    app.put(
      '/api/admin/ordering-pause',
      {
        config: { permission: 'ordering.pause' },
        schema: {
          tags: ['Back office'],
          summary:
            'Pauses or resumes online orders at once, on its own; audited and told to open storefronts (admins)',
          body: pauseChangeSchema,
          response: { 200: pauseStateSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => service.setPause(request.body, staffOf(request)),
    );
  };
}
