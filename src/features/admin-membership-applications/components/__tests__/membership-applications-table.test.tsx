import { StrictMode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  reviewMembershipApplicationEndpoint,
  MEMBERSHIP_APPLICATION_REVIEW_MESSAGES,
} from '@contract/admin-membership-application-review';
import {
  getMembershipApplicationsEndpoint,
  type MembershipApplication,
} from '@contract/membership-application';
import { MembershipApplicationsTable } from '@/features/admin-membership-applications/components/membership-applications-table';
import { saveSession } from '@/lib/session';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';
import { PENDING_APPLICANT } from '@/testing/membership-application-fixture';

const FUNKE = PENDING_APPLICANT;
const TUNDE: MembershipApplication = {
  ...FUNKE,
  id: 8,
  title: 'Mr.',
  name: 'Tunde Bello',
  gender: 'Male',
  marital_status: 'Single',
  email: 'tunde@example.ng',
  imageUrl: null,
  file_path: null,
  status: 'accepted',
};

function renderTable() {
  return renderRoute(
    <>
      <MembershipApplicationsTable />
      <Toaster />
    </>,
  );
}

const photoHandler = http.get(
  '*/api/admin/membership-applications/:id/photo',
  () => new HttpResponse('not an image', { status: 404 }),
);

describe('MembershipApplicationsTable', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("shows 'No volunteers found' when there are none", async () => {
    server.use(respondTo(getMembershipApplicationsEndpoint, { success: true, data: [] }));
    renderTable();
    expect(await screen.findByText('No volunteers found')).toBeInTheDocument();
    expect(screen.getByTestId('total-membership-applications')).toHaveTextContent('0');
  });

  it("shows the server's message when the list is refused, else 'Failed to fetch volunteers'", async () => {
    server.use(
      respondTo(
        getMembershipApplicationsEndpoint,
        { success: false, message: 'Database is down' },
        { status: 503 },
      ),
    );
    const first = renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    first.unmount();

    server.use(handleEndpoint(getMembershipApplicationsEndpoint, () => HttpResponse.error()));
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch volunteers');
  });

  it('shows the total, the badges in their colours, the US date and the certificate cell', async () => {
    server.use(
      respondTo(getMembershipApplicationsEndpoint, { success: true, data: [FUNKE, TUNDE] }),
      photoHandler,
    );
    renderTable();
    expect(await screen.findByTestId('total-membership-applications')).toHaveTextContent('2');
    const funkeRow = screen.getByRole('cell', { name: 'Mrs. Funke Adeyemi' }).closest('tr')!;
    expect(within(funkeRow).getByText('Female')).toHaveClass('bg-pink-100');
    expect(within(funkeRow).getByText('Married')).toHaveClass('bg-purple-100');
    expect(
      within(funkeRow).getByRole('button', { name: 'Download the certificate of Funke Adeyemi' }),
    ).toBeInTheDocument();
    const expectedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(
      Date.parse(FUNKE.created_at),
    );
    expect(within(funkeRow).getByText(expectedDate)).toBeInTheDocument();
    expect(expectedDate).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/);

    const tundeRow = screen.getByRole('cell', { name: 'Mr. Tunde Bello' }).closest('tr')!;
    expect(within(tundeRow).getByText('Male')).toHaveClass('bg-blue-100');
    expect(within(tundeRow).getByText('Single')).toHaveClass('bg-green-100');
    expect(within(tundeRow).getByText('No file')).toBeInTheDocument();
    expect(within(tundeRow).getByText('Accepted')).toBeInTheDocument();
    expect(within(tundeRow).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('fetches the photo with the admin token and shows the fallback in a 70vh viewer when it fails', async () => {
    saveSession('header.payload.signature');
    const authorizations: (string | null)[] = [];
    server.use(
      respondTo(getMembershipApplicationsEndpoint, { success: true, data: [FUNKE] }),
      http.get('*/api/admin/membership-applications/7/photo', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'View the photo of Funke Adeyemi' }));
    const dialog = screen.getByRole('dialog', { name: 'Passport photograph of Funke Adeyemi' });
    const image = await within(dialog).findByRole('img', { name: 'Passport photograph of Funke Adeyemi' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(image).toHaveClass('max-h-[70vh]');
    expect(authorizations[0]).toBe('Bearer header.payload.signature');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the thumbnail on a live object URL through StrictMode remounts and re-renders', async () => {
    saveSession('header.payload.signature');
    server.use(
      respondTo(getMembershipApplicationsEndpoint, { success: true, data: [FUNKE] }),
      http.get(
        '*/api/admin/membership-applications/7/photo',
        () =>
          new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
            headers: { 'content-type': 'image/png' },
          }),
      ),
    );
    let made = 0;
    const revoked = new Set<string>();
    // jsdom has no object URLs: lend it two that record what was revoked, for this test only.
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:photo-${(made += 1)}`),
      revokeObjectURL: vi.fn((url: string) => revoked.add(url)),
    });
    const thumbnailSrc = () =>
      screen
        .getByRole('button', { name: 'View the photo of Funke Adeyemi' })
        .querySelector('img')
        ?.getAttribute('src') ?? '';
    try {
      // StrictMode runs every effect twice on mount (mount, unmount, mount again), as a remount does.
      const { user, history } = renderRoute(
        <StrictMode>
          <MembershipApplicationsTable />
        </StrictMode>,
        {
          path: '/admin/volunteers',
          initialEntry: '/admin/volunteers',
          routes: [{ path: '/admin/blogs', element: <p>Blogs</p> }],
        },
      );
      await waitFor(() => expect(thumbnailSrc()).toMatch(/^blob:/), { timeout: 5000 });
      expect(revoked.has(thumbnailSrc()), `${thumbnailSrc()} shown after it was revoked`).toBe(false);

      // The viewer shows the same photo; opening and closing it re-renders the table and must not take the
      // thumbnail's URL away.
      await user.click(screen.getByRole('button', { name: 'View the photo of Funke Adeyemi' }));
      const dialog = screen.getByRole('dialog', { name: 'Passport photograph of Funke Adeyemi' });
      const photo = await within(dialog).findByRole('img', { name: 'Passport photograph of Funke Adeyemi' });
      expect(photo.getAttribute('src')).toMatch(/^blob:/);
      expect(revoked.has(photo.getAttribute('src') ?? '')).toBe(false);
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(thumbnailSrc()).toMatch(/^blob:/);
      expect(revoked.has(thumbnailSrc()), `${thumbnailSrc()} shown after it was revoked`).toBe(false);

      // Back to the table after another page: it mounts again with the photo already loaded.
      act(() => history.navigate('/admin/blogs'));
      expect(screen.getByText('Blogs')).toBeInTheDocument();
      act(() => history.navigate('/admin/volunteers'));
      expect(thumbnailSrc()).toMatch(/^blob:/);
      expect(revoked.has(thumbnailSrc()), `${thumbnailSrc()} shown after it was revoked`).toBe(false);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it("downloads the certificate with the token under the applicant's own file name", async () => {
    saveSession('header.payload.signature');
    let authorization: string | null = null;
    server.use(
      respondTo(getMembershipApplicationsEndpoint, { success: true, data: [FUNKE] }),
      photoHandler,
      http.get('*/api/admin/membership-applications/7/certificate', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="CAC_certificate.pdf"; filename*=UTF-8''CAC%20certificate.pdf`,
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:certificate');
    // jsdom has no object URLs: lend it these two for this test only.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    const { user } = renderTable();
    await user.click(
      await screen.findByRole('button', { name: 'Download the certificate of Funke Adeyemi' }),
    );
    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'CAC certificate.pdf', href: 'blob:certificate' }]),
    );
    expect(authorization).toBe('Bearer header.payload.signature');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('accepts an application after confirming, shows the new status and links to the member card', async () => {
    let sent: unknown;
    server.use(
      respondTo(getMembershipApplicationsEndpoint, { success: true, data: [FUNKE] }),
      photoHandler,
      http.put('*/api/admin/membership-applications/7/status', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.accepted,
          member: { id: 31, ulid: '0190a0b0-0000-7000-8000-000000000031' },
        });
      }),
    );
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Accept the application of Funke Adeyemi' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.accepted)).toBeInTheDocument();
    expect(sent).toEqual({ status: 'accepted' });
    expect(screen.getByRole('link', { name: 'View their member card' })).toHaveAttribute(
      'href',
      '/member-card?id=0190a0b0-0000-7000-8000-000000000031',
    );
    const row = screen.getByRole('cell', { name: 'Mrs. Funke Adeyemi' }).closest('tr')!;
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(reviewMembershipApplicationEndpoint.path).toBe('/api/admin/membership-applications/:id/status');
  });

  it("shows the server's refusal when an application was already reviewed", async () => {
    server.use(
      respondTo(getMembershipApplicationsEndpoint, { success: true, data: [FUNKE] }),
      photoHandler,
      http.put('*/api/admin/membership-applications/7/status', () =>
        HttpResponse.json(
          { success: false, message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.alreadyDecided },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Reject the application of Funke Adeyemi' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.alreadyDecided),
    ).toBeInTheDocument();
  });
});
