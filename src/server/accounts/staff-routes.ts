import type { Config } from '@server/config';
import { errorResponses } from '@server/http/responses';
import {
  acceptInvitationResponse,
  acceptInvitationSchema,
  invitationIdParams,
  invitationTokenSchema,
  invitationViewSchema,
  inviteStaffSchema,
  staffChangeResponse,
  staffIdParams,
  staffListSchema,
  updateStaffSchema,
} from '@shared/schemas/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from './guards';
import { SESSION_COOKIE } from './routes';
import type { StaffDirectory } from './staff';

const permission = { permission: 'staff.manage' } as const;

/** /api/admin/staff (the owner's staff screen) and the invitation page's /api/auth/invitation. */
export function staffRoutes(directory: StaffDirectory, config: Config) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Staff'];
    const changed = { 200: staffChangeResponse, ...errorResponses(400, 401, 403, 404, 409) };

    app.get(
      '/api/admin/staff',
      {
        config: permission,
        schema: {
          tags,
          summary: 'Staff members and open invitations (admins)',
          response: { 200: staffListSchema, ...errorResponses(401, 403) },
        },
      },
      async () => directory.list(),
    );

    app.post(
      '/api/admin/staff/invitations',
      {
        config: permission,
        schema: {
          tags,
          summary: 'Invite an address with a role: mails a single-use link for 72 hours (admins)',
          body: inviteStaffSchema,
          response: { 201: staffChangeResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const { message } = await directory.invite(staffOf(request), request.body);
        return reply.status(201).send({ ok: true as const, message });
      },
    );

    app.post(
      '/api/admin/staff/invitations/:id/resend',
      {
        config: permission,
        schema: {
          tags,
          summary: 'Mail a new link for an open invitation; the old link stops working (admins)',
          params: invitationIdParams,
          response: changed,
        },
      },
      async (request) => {
        const { message } = await directory.resend(staffOf(request), request.params.id);
        return { ok: true as const, message };
      },
    );

    app.delete(
      '/api/admin/staff/invitations/:id',
      {
        config: permission,
        schema: {
          tags,
          summary: 'Revoke an open invitation (admins)',
          params: invitationIdParams,
          response: changed,
        },
      },
      async (request) => {
        const { message } = await directory.revoke(staffOf(request), request.params.id);
        return { ok: true as const, message };
      },
    );

    app.patch(
      '/api/admin/staff/:id',
      {
        config: permission,
        schema: {
          tags,
          summary:
            "Change a staff member's role, or deactivate/reactivate them; never one's own, never the last active owner (admins)",
          params: staffIdParams,
          body: updateStaffSchema,
          response: changed,
        },
      },
      async (request) => {
        const actor = staffOf(request);
        const { message } = await directory.update(actor, request.params.id, request.body);
        return { ok: true as const, message };
      },
    );

    app.post(
      '/api/auth/invitation',
      {
        schema: {
          tags,
          summary:
            'What a staff invitation link is: open (address and role), used, expired or revoked',
          body: invitationTokenSchema,
          response: { 200: invitationViewSchema, ...errorResponses(400) },
        },
      },
      async (request) => directory.view(request.body.token),
    );

    app.post(
      '/api/auth/invitation/accept',
      {
        schema: {
          tags,
          summary: 'Accept a staff invitation: set a name and password and sign in',
          body: acceptInvitationSchema,
          response: { 200: acceptInvitationResponse, ...errorResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
        const { user, token, home } = await directory.accept(request.body, client);
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.isProduction,
          maxAge: Math.floor(config.sessionTtlMs / 1000),
        });
        return { user, home };
      },
    );
  };
}
