import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import { issuesByField } from '@contract/form-issues';
import {
  checkMemberEdit,
  createMemberEndpoint,
  deleteMemberEndpoint,
  getMembersEndpoint,
  updateMemberEndpoint,
} from '@contract/member';
import { notFound } from '../../lib/http-error';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { createMembersRepository } from '../../repositories/members-repository';
import { adminOf } from '../../plugins/app/auth';

/** The member calls (createMember, getMembers, updateMember, deleteMember): admin only, audited. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(createMemberEndpoint.path, { schema: { body: createMemberEndpoint.body } }, async (request) => {
    await app.db.transaction().execute(async (trx) => {
      const member = await createMembersRepository(trx).create(request.body);
      await createAuditLogRepository(trx).record(adminOf(request), {
        action: 'create',
        entity: 'member',
        entityId: member.id,
        summary: `Created member ${member.name} (${member.ulid})`,
      });
    });
    return { success: true, message: MEMBER_MESSAGES.created };
  });

  app.get(getMembersEndpoint.path, async () => {
    const members = await createMembersRepository(app.db).listAll();
    return { success: true, data: members };
  });

  app.post(
    updateMemberEndpoint.path,
    { schema: { body: updateMemberEndpoint.body } },
    async (request, reply) => {
      const { id, ...edit } = request.body;
      return app.db.transaction().execute(async (trx) => {
        const members = createMembersRepository(trx);
        const stored = await members.findById(id);
        if (!stored) throw notFound(MEMBER_MESSAGES.notFound);
        const checked = checkMemberEdit(edit, stored);
        if (!checked.success) {
          const errors = issuesByField(checked.error.issues);
          const message = Object.entries(errors)
            .map(([field, error]) => `${field}: ${error}`)
            .join('; ');
          return reply.code(400).send({ success: false, message, errors });
        }
        await members.update(id, { ...edit, ...checked.data });
        await createAuditLogRepository(trx).record(adminOf(request), {
          action: 'update',
          entity: 'member',
          entityId: id,
          summary: `Updated member ${edit.name}`,
        });
        return { success: true, message: MEMBER_MESSAGES.updated };
      });
    },
  );

  app.delete(
    deleteMemberEndpoint.path,
    { schema: { querystring: deleteMemberEndpoint.query } },
    async (request) => {
      const { id } = request.query;
      await app.db.transaction().execute(async (trx) => {
        const members = createMembersRepository(trx);
        const member = await members.findById(id);
        if (!member) throw notFound(MEMBER_MESSAGES.notFound);
        await members.delete(id);
        await createAuditLogRepository(trx).record(adminOf(request), {
          action: 'delete',
          entity: 'member',
          entityId: id,
          summary: `Deleted member ${member.name} (${member.ulid}); their requests keep the name and ULID`,
        });
      });
      return { success: true, message: MEMBER_MESSAGES.deleted };
    },
  );
};

export default memberRoutes;
