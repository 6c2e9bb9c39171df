import { requirePermission } from '@server/accounts';
import { AppError } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import {
  adminDishInputSchema,
  adminDishListSchema,
  adminDishPatchSchema,
  adminDishResponseSchema,
  adminTexts,
  dishIdParamsSchema,
  uploadedImageSchema,
} from '@shared/admin';
import { dishOptionsInputSchema, dishOptionsResponseSchema } from '@shared/dish-options-schema';
import { okSchema } from '@shared/schemas/auth';
import {
  soldOutChoiceParamsSchema,
  soldOutInputSchema,
  soldOutResponseSchema,
} from '@shared/sold-out-schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOADS_PATH } from './images';
import type { AdminService } from './service';

/** The error answers every back-office route documents. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409);
const errors = adminErrors;

/** Errors of the multipart parser, answered in the back office's own words. */
function uploadError(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('payload_too_large', adminTexts.uploadTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('unsupported_media_type', adminTexts.uploadMissing);
  return new AppError('invalid', adminTexts.uploadFailed);
}

/**
 * Menu management and dish pictures. Registered inside the back office's plugin, where the
 * multipart parser exists (no other route accepts uploads).
 */
export function registerMenuRoutes(root: FastifyInstance, service: AdminService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Back office'];

  // Menu management --------------------------------------------------------------------------

  app.get(
    '/api/admin/dishes',
    {
      config: { permission: 'soldout.edit' },
      schema: {
        tags,
        summary: 'Every dish of the restaurant, hidden ones included (admins)',
        response: { 200: adminDishListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.listDishes();
    },
  );

  app.post(
    '/api/admin/dishes',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary: 'Add a dish to the menu; its picture comes from POST /api/admin/uploads (admins)',
        body: adminDishInputSchema,
        response: { 201: adminDishResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ item: await service.addDish(request.body) });
    },
  );

  app.patch(
    '/api/admin/dishes/:id',
    {
      config: { permission: 'soldout.edit' },
      schema: {
        tags,
        summary:
          'Change a dish; {available:false} hides it from the menu, {available:true} shows it again (admins)',
        params: dishIdParamsSchema,
        body: adminDishPatchSchema,
        response: { 200: adminDishResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Showing or hiding a dish is the sold-out switch (kitchen too); any other change edits the menu.
      if (Object.keys(request.body).some((key) => key !== 'available'))
        requirePermission(request, 'menu.edit');
      return { item: await service.updateDish(request.params.id, request.body) };
    },
  );

  // Sold out: the kitchen's one-tap switch, with the optional portions count.
  app.put(
    '/api/admin/dishes/:id/sold-out',
    {
      config: { permission: 'soldout.edit' },
      schema: {
        tags,
        summary:
          'Mark a dish sold out for today (back at the next midnight) or until turned back, or back on sale; optionally portions left (staff)',
        params: dishIdParamsSchema,
        body: soldOutInputSchema,
        response: { 200: soldOutResponseSchema, ...errors },
      },
    },
    async (request) => service.markDishSoldOut(request.params.id, request.body),
  );

  app.put(
    '/api/admin/dishes/:id/choices/:choiceId/sold-out',
    {
      config: { permission: 'soldout.edit' },
      schema: {
        tags,
        summary:
          'Mark one choice of a dish (Large, Olives...) sold out for today or until turned back, or back on sale (staff)',
        params: soldOutChoiceParamsSchema,
        body: soldOutInputSchema,
        response: { 200: soldOutResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.markChoiceSoldOut(request.params.id, request.params.choiceId, request.body),
  );

  app.put(
    '/api/admin/dishes/:id/options',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary:
          "Replace a dish's option groups (Size, Extras...: rules, choices, price deltas); ids it had are kept (admins)",
        params: dishIdParamsSchema,
        body: dishOptionsInputSchema,
        response: { 200: dishOptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.setDishOptions(request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/dishes/:id',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary: 'Delete a dish from the menu; past orders keep their copy of it (admins)',
        params: dishIdParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteDish(request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/uploads',
    {
      config: { permission: 'menu.edit' },
      schema: {
        tags,
        summary:
          'Upload a dish picture (multipart field "image": PNG, JPEG or WebP up to 2 MB) (admins)',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedImageSchema,
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      // The role is checked before a single byte of the file is read.
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new AppError('invalid', adminTexts.uploadMissing);
        bytes = await file.toBuffer();
      } catch (error) {
        throw error instanceof AppError ? error : uploadError(error);
      }
      if (bytes.length === 0) throw new AppError('invalid', adminTexts.uploadMissing);
      return reply.status(201).send(await service.uploadImage(bytes));
    },
  );

  app.get(
    `${UPLOADS_PATH}/:file`,
    {
      schema: {
        tags: ['Menu'],
        summary:
          'An uploaded dish picture (public; the name is its content hash, so it is cached for a year)',
        params: z.object({ file: z.string().max(100) }),
        response: {
          200: z.string().describe('image/png, image/jpeg or image/webp'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const image = await service.readImage(request.params.file);
      if (!image) throw new AppError('not_found', 'No such image.');
      // Raw bytes: the plain reply, as the typed one expects the JSON shape of the schema.
      const raw: FastifyReply = reply;
      return raw
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.bytes);
    },
  );
}
