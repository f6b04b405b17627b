import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import {
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

  app.post(updateMemberEndpoint.path, { schema: { body: updateMemberEndpoint.body } }, async (request) => {
    const { id, ...fields } = request.body;
    await app.db.transaction().execute(async (trx) => {
      const updated = await createMembersRepository(trx).update(id, fields);
      if (!updated) throw notFound(MEMBER_MESSAGES.notFound);
      await createAuditLogRepository(trx).record(adminOf(request), {
        action: 'update',
        entity: 'member',
        entityId: id,
        summary: `Updated member ${fields.name}`,
      });
    });
    return { success: true, message: MEMBER_MESSAGES.updated };
  });

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
