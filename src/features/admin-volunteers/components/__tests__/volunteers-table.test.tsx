import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewVolunteerEndpoint, VOLUNTEER_REVIEW_MESSAGES } from '@contract/admin-volunteer-review';
import { getVolunteersEndpoint, type Volunteer } from '@contract/volunteer';
import { VolunteersTable } from '@/features/admin-volunteers/components/volunteers-table';
import { saveSession } from '@/lib/session';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const FUNKE: Volunteer = {
  id: 7,
  title: 'Mrs.',
  name: 'Funke Adeyemi',
  gender: 'Female',
  email: 'funke@example.ng',
  phone: '+234 805 555 0101',
  marital_status: 'Married',
  state_of_origin: 'Oyo',
  address: '4 Bodija Market Road, Ibadan',
  occupation: 'Nurse',
  imageUrl: '/api/admin/volunteers/7/photo',
  file_path: '/api/admin/volunteers/7/certificate',
  created_at: '2026-03-05T14:07:00.000Z',
  status: 'pending',
};
const TUNDE: Volunteer = {
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
      <VolunteersTable />
      <Toaster />
    </>,
  );
}

const photoHandler = http.get(
  '*/api/admin/volunteers/:id/photo',
  () => new HttpResponse('not an image', { status: 404 }),
);

describe('VolunteersTable', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("shows 'No volunteers found' when there are none", async () => {
    server.use(respondTo(getVolunteersEndpoint, { success: true, data: [] }));
    renderTable();
    expect(await screen.findByText('No volunteers found')).toBeInTheDocument();
    expect(screen.getByTestId('total-volunteers')).toHaveTextContent('0');
  });

  it("shows the server's message when the list is refused, else 'Failed to fetch volunteers'", async () => {
    server.use(
      respondTo(getVolunteersEndpoint, { success: false, message: 'Database is down' }, { status: 503 }),
    );
    const first = renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    first.unmount();

    server.use(handleEndpoint(getVolunteersEndpoint, () => HttpResponse.error()));
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch volunteers');
  });

  it('shows the total, the badges in their colours, the US date and the certificate cell', async () => {
    server.use(respondTo(getVolunteersEndpoint, { success: true, data: [FUNKE, TUNDE] }), photoHandler);
    renderTable();
    expect(await screen.findByTestId('total-volunteers')).toHaveTextContent('2');
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
      respondTo(getVolunteersEndpoint, { success: true, data: [FUNKE] }),
      http.get('*/api/admin/volunteers/7/photo', ({ request }) => {
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

  it("downloads the certificate with the token under the applicant's own file name", async () => {
    saveSession('header.payload.signature');
    let authorization: string | null = null;
    server.use(
      respondTo(getVolunteersEndpoint, { success: true, data: [FUNKE] }),
      photoHandler,
      http.get('*/api/admin/volunteers/7/certificate', ({ request }) => {
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
      respondTo(getVolunteersEndpoint, { success: true, data: [FUNKE] }),
      photoHandler,
      http.put('*/api/admin/volunteers/7/status', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: VOLUNTEER_REVIEW_MESSAGES.accepted,
          member: { id: 31, ulid: '0190a0b0-0000-7000-8000-000000000031' },
        });
      }),
    );
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Accept the application of Funke Adeyemi' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(VOLUNTEER_REVIEW_MESSAGES.accepted)).toBeInTheDocument();
    expect(sent).toEqual({ status: 'accepted' });
    expect(screen.getByRole('link', { name: 'View their member card' })).toHaveAttribute(
      'href',
      '/member-card?id=31',
    );
    const row = screen.getByRole('cell', { name: 'Mrs. Funke Adeyemi' }).closest('tr')!;
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(reviewVolunteerEndpoint.path).toBe('/api/admin/volunteers/:id/status');
  });

  it("shows the server's refusal when an application was already reviewed", async () => {
    server.use(
      respondTo(getVolunteersEndpoint, { success: true, data: [FUNKE] }),
      photoHandler,
      http.put('*/api/admin/volunteers/7/status', () =>
        HttpResponse.json(
          { success: false, message: VOLUNTEER_REVIEW_MESSAGES.alreadyDecided },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Reject the application of Funke Adeyemi' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(VOLUNTEER_REVIEW_MESSAGES.alreadyDecided)).toBeInTheDocument();
  });
});
