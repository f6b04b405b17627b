import { z } from './zod';
import { requiredText } from './request-fields';
import { defineEndpoint } from './endpoint';

/** The NDPC must be told of a personal-data breach within this many hours of its discovery. */
export const NDPC_DEADLINE_HOURS = 72;

export const BREACH_MESSAGES = {
  whatRequired: 'Say what happened',
  whoRequired: 'Say who was affected',
  foundAtInvalid: 'Give the date and time the breach was found (not in the future)',
  notifiedAtInvalid: 'Give the date and time the NDPC was told (not before the breach was found)',
  notFound: 'No such breach',
  recorded: 'Breach recorded',
  notified: 'Notification to the NDPC recorded',
} as const;

/** When the NDPC must have been told: 72 hours after the breach was found. */
export function ndpcDeadline(foundAt: string): string {
  return new Date(Date.parse(foundAt) + NDPC_DEADLINE_HOURS * 3600_000).toISOString();
}

const breachSchema = z.object({
  id: z.number(),
  whatHappened: z.string(),
  foundAt: z.string(),
  whoWasAffected: z.string(),
  ndpcNotifiedAt: z.nullable(z.string()),
  ndpcDeadline: z.string(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type Breach = z.infer<typeof breachSchema>;

const isoInstant = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => !Number.isNaN(Date.parse(value)), message));

/** GET /api/admin/breaches: the register, newest first. */
export const listBreachesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/breaches',
  access: 'admin',
  response: z.object({ success: z.boolean(), data: z.array(breachSchema) }),
});

/** POST /api/admin/breaches: records a breach as soon as it is found. */
export const recordBreachEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/breaches',
  access: 'admin',
  body: z.object({
    whatHappened: requiredText(BREACH_MESSAGES.whatRequired, 5000),
    foundAt: isoInstant(BREACH_MESSAGES.foundAtInvalid),
    whoWasAffected: requiredText(BREACH_MESSAGES.whoRequired, 5000),
  }),
  response: z.object({ success: z.boolean(), message: z.string(), data: breachSchema }),
});

/** PUT /api/admin/breaches/:id/ndpc-notified: when the NDPC was told. */
export const recordNdpcNotifiedEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/breaches/:id/ndpc-notified',
  access: 'admin',
  body: z.object({ notifiedAt: isoInstant(BREACH_MESSAGES.notifiedAtInvalid) }),
  response: z.object({ success: z.boolean(), message: z.string(), data: breachSchema }),
});
