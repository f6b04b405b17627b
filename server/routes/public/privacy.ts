import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPrivacyNoticeEndpoint } from '@contract/privacy';
import { privacyNoticeSettings } from '../../services/privacy-notice';

/** GET /api/privacy/notice: the controller and the retention periods the privacy notice states. */
const privacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getPrivacyNoticeEndpoint.path, async () => ({ success: true, data: privacyNoticeSettings(app) }));
};

export default privacyNoticeRoutes;
