import {
  adminCategoryListSchema,
  adminCategoryResponseSchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryMoveSchema,
  categoryPatchSchema,
} from '@shared/categories';
import { okSchema } from '@shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors as errors } from './menu-routes';
import type { AdminService } from './service';

/** The menu's categories in the back office. Admins only. */
export function registerCategoryRoutes(root: FastifyInstance, service: AdminService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Back office'];

  app.get(
    '/api/admin/categories',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary:
          "Every category in the menu's order, hidden ones included, with its dish count (admins)",
        response: { 200: adminCategoryListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { categories: await service.categories.list() };
    },
  );

  app.post(
    '/api/admin/categories',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary: 'Add a category at the end of the order; 409 when the name exists (admins)',
        body: categoryInputSchema,
        response: { 201: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ category: await service.categories.add(request.body) });
    },
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary:
          'Rename a category (its dishes follow) and/or hide it from the menu or show it again (admins)',
        params: categoryIdParamsSchema,
        body: categoryPatchSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      return { category: await service.categories.update(request.params.id, request.body) };
    },
  );

  app.post(
    '/api/admin/categories/:id/move',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary:
          'Move a category one place up or down in the order; answers the new order (admins)',
        params: categoryIdParamsSchema,
        body: categoryMoveSchema,
        response: { 200: adminCategoryListSchema, ...errors },
      },
    },
    async (request) => {
      return { categories: await service.categories.move(request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary: 'Delete an empty category; 409 while it has dishes (hide it instead) (admins)',
        params: categoryIdParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await service.categories.remove(request.params.id);
      return { ok: true as const };
    },
  );
}
