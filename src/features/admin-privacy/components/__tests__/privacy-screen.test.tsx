import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  erasePersonalDataEndpoint,
  findPersonalDataEndpoint,
  PRIVACY_MESSAGES,
  type PersonalData,
} from '@contract/privacy';
import { formatUsShortDateTime } from '@/components/ui/data-table/format';
import { PrivacyScreen } from '@/features/admin-privacy/components/privacy-screen';
import { handleEndpoint } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const person = (overrides: Partial<PersonalData> = {}): PersonalData => ({
  email: 'ada@forum.test',
  gifts: [
    {
      id: 1,
      reference: 'SBX-1',
      purpose: 'application_fee',
      email: 'ada@forum.test',
      amount_kobo: 5_000_000,
      paid_at: '2026-11-20T09:00:00.000Z',
      used_by_membership_application_id: 4,
    },
  ],
  monthlyGifts: [],
  membershipApplications: [
    {
      id: 4,
      name: 'Okafor, Ada',
      image_path: '2026/11/db23bfc6.png',
      content_hash: 'c6e589785a50353eac9eda47a38d8dcf',
      status: 'rejected',
    },
  ],
  members: [],
  memberRequests: [],
  consents: [{ id: 3, subject: 'updates', action: 'given', notice_version: '2026-11-26' }],
  outbox: [],
  documentAccess: [
    {
      id: 9,
      membership_application_id: 4,
      admin_id: 2,
      admin_email: 'reviewer@forum.test',
      document: 'certificate',
      action: 'download',
      created_at: '2026-11-20T09:15:00.000Z',
    },
  ],
  erasureRefusals: [],
  ...overrides,
});

describe('PrivacyScreen', () => {
  it('finds what is held under an address and erases it once confirmed', async () => {
    const asked: string[] = [];
    const erased: unknown[] = [];
    let held = person();
    server.use(
      handleEndpoint(findPersonalDataEndpoint, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('email') ?? '');
        return HttpResponse.json({ success: true, data: held });
      }),
      handleEndpoint(erasePersonalDataEndpoint, async ({ request }) => {
        erased.push(await request.json());
        held = person({ gifts: [], consents: [] });
        return HttpResponse.json({
          success: true,
          message: PRIVACY_MESSAGES.erased,
          erased: {
            gifts: 1,
            monthlyGifts: 0,
            membershipApplications: 0,
            members: 0,
            memberRequests: 0,
            consents: 1,
            outbox: 0,
            files: 0,
          },
        });
      }),
    );
    const { user } = renderRoute(
      <>
        <PrivacyScreen />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText('E-mail address'), 'Ada@Forum.test');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const gifts = await screen.findByRole('table', { name: 'Gifts' });
    expect(
      within(gifts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PaidAmountPurposeKindReferenceStatus',
      `${formatUsShortDateTime('2026-11-20T09:00:00.000Z')}₦50,000Application fee—SBX-1—`,
    ]);
    expect(asked).toEqual(['ada@forum.test']);
    const applications = screen.getByRole('table', { name: 'Membership applications' });
    expect(
      within(applications).getByRole('columnheader', { name: 'Application number' }),
    ).toBeInTheDocument();
    expect(within(applications).getByRole('cell', { name: 'Rejected' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /amount_kobo|content_hash|used_by|image_path|db23bfc6|c6e58978/,
    );
    const opened = screen.getByRole('table', { name: 'Who opened their documents' });
    expect(within(opened).getAllByRole('row')[1]).toHaveTextContent(
      `${formatUsShortDateTime('2026-11-20T09:15:00.000Z')}reviewer@forum.testCertificateDownload4`,
    );

    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.erased)).toBeInTheDocument();
    expect(erased).toEqual([{ email: 'ada@forum.test', confirmEmail: 'ada@forum.test' }]);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Gifts' })).not.toBeInTheDocument());
  });

  it('shows why a person cannot be erased, and offers no erasure', async () => {
    server.use(
      handleEndpoint(findPersonalDataEndpoint, () =>
        HttpResponse.json({
          success: true,
          data: person({ erasureRefusals: [PRIVACY_MESSAGES.openMemberRequest] }),
        }),
      ),
    );
    const { user } = renderRoute(<PrivacyScreen />);
    await user.type(screen.getByLabelText('E-mail address'), 'ada@forum.test');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.openMemberRequest)).toBeInTheDocument();
    const erase = screen.getByRole('button', { name: 'Erase this person' });
    expect(erase).toBeDisabled();
    expect(erase).toHaveAccessibleDescription(expect.stringContaining(PRIVACY_MESSAGES.openMemberRequest));
  });
});
