import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_VERSION, type PrivacyNoticeSettings } from '@contract/privacy';

/** What /privacy shows from the settings: the controller and the retention periods in force. */
export function privacyNoticeSettings(app: FastifyInstance): PrivacyNoticeSettings {
  const privacy = app.config.privacy;
  return {
    version: PRIVACY_NOTICE_VERSION,
    controllerName: privacy.controllerName ?? null,
    contactEmail: privacy.contactEmail ?? null,
    retention: {
      decidedDocumentsDays: privacy.decidedDocumentsDays,
      draftDays: privacy.draftDays,
      donorDataYears: privacy.donorDataYears,
    },
  };
}
