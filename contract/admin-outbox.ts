import { z } from './zod';
import { looseId, looseText } from './common';
import { defineEndpoint } from './endpoint';

/** One e-mail of the outbox: queued until SMTP sends it (or kept there when no SMTP is configured). */
const outboxMailSchema = z.object({
  id: looseId,
  recipient: z.string(),
  subject: z.string(),
  text_body: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  last_error: looseText,
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});

export const OUTBOX_LIST_LIMIT = 100;

const getOutboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(outboxMailSchema),
});

/** The most recent e-mails, newest first, so an admin (or a test) can see what the site has sent or queued. */
export const getOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/outbox',
  access: 'admin',
  response: getOutboxResponseSchema,
});
