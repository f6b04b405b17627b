import type { Kysely, Migration } from 'kysely';

/** Old and new names of what the audit log records, one concept each. */
const RENAMES = [
  {
    entity: { from: 'requisition', to: 'member-request' },
    actions: [
      { from: 'requisition.approve', to: 'member-request.approve' },
      { from: 'requisition.reject', to: 'member-request.reject' },
    ],
  },
  { entity: { from: 'volunteer', to: 'membership-application' }, actions: [] },
] as const;

/**
 * The audit log names a member request `member-request` (it said `requisition`) and a membership application
 * `membership-application` (it said `volunteer`), in the entries already written as in new ones, so one search
 * finds every decision on a concept. Going back restores the old names.
 */
export function auditNames(): Migration {
  const rename = async (db: Kysely<unknown>, direction: 'up' | 'down') => {
    const audit = db as Kysely<{ audit_log: { action: string; entity: string } }>;
    for (const { entity, actions } of RENAMES) {
      const [from, to] = direction === 'up' ? [entity.from, entity.to] : [entity.to, entity.from];
      for (const action of actions) {
        const [actionFrom, actionTo] =
          direction === 'up' ? [action.from, action.to] : [action.to, action.from];
        await audit
          .updateTable('audit_log')
          .set({ action: actionTo })
          .where('entity', '=', from)
          .where('action', '=', actionFrom)
          .execute();
      }
      await audit.updateTable('audit_log').set({ entity: to }).where('entity', '=', from).execute();
    }
  };
  return {
    up: (db) => rename(db, 'up'),
    down: (db) => rename(db, 'down'),
  };
}
