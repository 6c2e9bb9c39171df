import multipart from '@fastify/multipart';
import { staffOf } from '@server/accounts';
import {
  type EventStreams,
  type StreamPresence,
  streamQuerySchema,
  streamResponse,
} from '@server/http/event-stream';
import { errorResponses } from '@server/http/responses';
import {
  adminOrdersQuerySchema,
  dashboardSchema,
  MAX_UPLOAD_BYTES,
  markDeliveredResponseSchema,
} from '@shared/admin';
import {
  ORDER_STREAM_EVENT,
  orderIdParamsSchema,
  orderPageQuerySchema,
  orderPageSchema,
  orderResponseSchema,
} from '@shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCategoryRoutes } from './category-routes';
import { adminErrors, registerMenuRoutes } from './menu-routes';
import type { AdminService } from './service';

const errors = adminErrors;

/** The back office's HTTP layer. Every /api/admin route checks role admin on the server first. */
export function adminRoutes(
  service: AdminService,
  streams: EventStreams,
  /** The presence of an open live view, for the staff alerts (none: not recorded). */
  watch?: (userId: string) => StreamPresence,
) {
  return async function register(root: FastifyInstance) {
    // Multipart parsing exists only inside this plugin: no other route accepts file uploads.
    await root.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Back office'];
    app.addHook('preClose', async () => streams.closeAll());

    app.get(
      '/api/admin/overview',
      {
        config: { permission: 'reports.view' },
        schema: {
          tags,
          summary:
            'Dashboard: totals, revenue per day over the last 30 days, recent canceled orders and pending refunds (admins)',
          response: { 200: dashboardSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.dashboard();
      },
    );

    app.get(
      '/api/admin/orders',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags,
          summary:
            'Orders by filter (all, newest = last 24 h, 7d, 1m, 1y, delivered, not-delivered) and order-id search, newest first, 4 per page (admins)',
          querystring: adminOrdersQuerySchema,
          response: { 200: orderPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.listOrders(request.query);
      },
    );

    app.get(
      '/api/admin/orders/delivered',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags,
          summary: 'Delivered orders, most recently delivered first, 4 per page (admins)',
          querystring: orderPageQuerySchema,
          response: { 200: orderPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.listDelivered(request.query.cursor);
      },
    );

    app.get(
      '/api/admin/orders/canceled',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags,
          summary:
            'Canceled orders with their refund state, newest cancellation first, 4 per page (admins)',
          querystring: orderPageQuerySchema,
          response: { 200: orderPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.listCanceled(request.query.cursor);
      },
    );

    app.post(
      '/api/admin/orders/:orderId/deliver',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags,
          summary:
            'Mark a paid order as delivered; alreadyDelivered tells when it had been marked before (admins)',
          params: orderIdParamsSchema,
          response: { 200: markDeliveredResponseSchema, ...errors },
        },
      },
      async (request) => {
        const admin = staffOf(request);
        return service.markDelivered(admin, request.params.orderId);
      },
    );

    app.post(
      '/api/admin/orders/:orderId/refund',
      {
        config: { permission: 'refunds.issue' },
        schema: {
          tags,
          summary: 'Retry the pending refund of a canceled order now (admins)',
          params: orderIdParamsSchema,
          response: { 200: orderResponseSchema, ...errors },
        },
      },
      async (request) => {
        return { order: await service.retryRefund(request.params.orderId) };
      },
    );

    app.get(
      '/api/admin/events',
      {
        config: { permission: 'orders.watch' },
        schema: {
          tags,
          summary:
            'Server-sent events: every order change (paid, delivered, canceled, refunded), for the live back office (admins)',
          querystring: streamQuerySchema,
          produces: ['text/event-stream'],
          response: { ...streamResponse, ...errors, ...errorResponses(429) },
        },
      },
      async (request, reply) => {
        await streams.open(
          request,
          reply,
          service,
          (event) =>
            event.type === 'menu.changed' || event.type === 'ordering.changed'
              ? null
              : { event: ORDER_STREAM_EVENT, data: { type: event.type, orderIds: event.orderIds } },
          watch?.(staffOf(request).id),
        );
        return reply;
      },
    );

    registerMenuRoutes(app, service);
    registerCategoryRoutes(app, service);
  };
}
