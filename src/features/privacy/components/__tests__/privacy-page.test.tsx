import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPrivacyNoticeEndpoint, PRIVACY_NOTICE_VERSION } from '@contract/privacy';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

describe('PrivacyPage', () => {
  it('states the version, the controller, the recipients, the rights and the retention periods in force', async () => {
    server.use(
      respondTo(getPrivacyNoticeEndpoint, {
        success: true,
        data: {
          version: PRIVACY_NOTICE_VERSION,
          controllerName: 'Helping Hands Trustees',
          contactEmail: 'privacy@forum.example.org',
          retention: { decidedDocumentsDays: 45, draftDays: 14, donorDataYears: 7 },
        },
      }),
    );
    renderRoute(<PrivacyPage />);
    expect(await screen.findByText(/45 days after the decision/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByText(`Version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    expect(screen.getByText(/Helping Hands Trustees is the controller/)).toBeInTheDocument();
    expect(screen.getByText(/14 days, then deleted/)).toBeInTheDocument();
    expect(screen.getByText(/7 years, as tax and accounting rules require/)).toBeInTheDocument();
    expect(screen.getByText(/Paystack, which processes payments/)).toBeInTheDocument();
    expect(screen.getByText(/Our e-mail provider, which delivers/)).toBeInTheDocument();
    expect(screen.getByText(/Our hosting and storage provider/)).toBeInTheDocument();
    expect(screen.getByText(/Your own page on this website \(\/me\)/)).toHaveTextContent(
      'downloads everything we hold under your address',
    );
    expect(screen.getAllByText(/privacy@forum\.example\.org/).length).toBeGreaterThan(0);
    expect(screen.getByText(/have an unsubscribe link/)).toHaveTextContent(
      'our news and appeals, the e-mail saying we received your membership application and our e-mails ' +
        'about your leave and raise requests have an unsubscribe link, which asks you to confirm with one button',
    );
    expect(screen.getByText(/complain to the Nigeria Data Protection Commission/)).toBeInTheDocument();
  });
});
