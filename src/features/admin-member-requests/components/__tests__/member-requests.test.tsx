import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMemberRequestsEndpoint, updateMemberRequestStatusEndpoint } from '@contract/member-request';
import { server } from '@/testing/mocks/server';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { renderRoute } from '@/testing/test-utils';
import { MemberRequests } from '@/features/admin-member-requests/components/member-requests';
import { MEMBER_REQUEST_MESSAGES as MESSAGES } from '@/features/admin-member-requests/config/admin-member-request-messages';

const LEAVE = {
  id: 1,
  name: 'Ngozi Eze',
  ulid: '01932c4e-7d1a-7b3c-9f00-123456789abc',
  type: 'leave',
  duration: 5,
  amount: null,
  description: 'Family wedding in Enugu',
  status: 'pending',
};
const RAISE = {
  id: 2,
  name: 'Tunde Afolabi',
  ulid: '01932c4e-7d1a-7b3c-9f00-123456789abd',
  type: 'raise',
  duration: null,
  amount: '25000',
  description: 'Transport costs doubled',
  // The PHP API may leave status out: it counts as pending.
};
const DECIDED = { ...LEAVE, id: 3, name: 'Adeola Bankole', status: 'rejected' };

function renderScreen() {
  return renderRoute(
    <>
      <MemberRequests />
      <Toaster />
    </>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => {
  toast.dismiss();
});

describe('MemberRequests', () => {
  it('shows the loading text, then the table with pending actions only on pending rows', async () => {
    server.use(respondTo(fetchMemberRequestsEndpoint, { success: true, data: [LEAVE, RAISE, DECIDED] }));
    renderScreen();
    expect(screen.getByRole('heading', { name: MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();

    const leaveRow = await screen.findByRole('row', { name: /Ngozi Eze/ });
    expect(within(leaveRow).getByText('5 days')).toBeInTheDocument();
    expect(within(leaveRow).getByRole('button', { name: /^Approve/ })).toBeInTheDocument();
    expect(within(rowOf('Tunde Afolabi')).getByText('₦25,000')).toBeInTheDocument();
    expect(within(rowOf('Tunde Afolabi')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Adeola Bankole')).getByText('Rejected')).toBeInTheDocument();
    expect(within(rowOf('Adeola Bankole')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument();
  });

  it('shows the name on record beside the name typed, and flags a difference', async () => {
    server.use(
      respondTo(fetchMemberRequestsEndpoint, {
        success: true,
        data: [
          { ...LEAVE, member_name: 'Ngozi  eze' },
          { ...RAISE, member_name: 'Bola Ige' },
        ],
      }),
    );
    renderScreen();
    const same = await screen.findByRole('row', { name: /Ngozi Eze/ });
    expect(
      within(same).getByText('Ngozi eze', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(within(same).queryByText(MESSAGES.nameDiffers)).not.toBeInTheDocument();
    const other = rowOf('Tunde Afolabi');
    expect(within(other).getByText('Bola Ige')).toBeInTheDocument();
    expect(within(other).getByText(MESSAGES.nameDiffers)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name on record/ })).toBeInTheDocument();
  });

  it('searches the requests and exports what is shown as CSV', async () => {
    server.use(respondTo(fetchMemberRequestsEndpoint, [LEAVE, RAISE, DECIDED]));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:member-requests');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderScreen();
    await screen.findByRole('row', { name: /Ngozi Eze/ });

    await user.type(screen.getByLabelText('Search'), 'transport');
    expect(rowOf('Tunde Afolabi')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ngozi Eze/ })).not.toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    expect(csv).toContain('"Tunde Afolabi"');
    expect(csv).toContain(RAISE.ulid);
    expect(csv).not.toContain('Ngozi Eze');
  });

  it('reads a bare list as well, and filters by status', async () => {
    server.use(respondTo(fetchMemberRequestsEndpoint, [LEAVE, RAISE, DECIDED]));
    const { user } = renderScreen();
    await screen.findByRole('row', { name: /Ngozi Eze/ });
    const filter = screen.getByLabelText('Filter by status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Rejected']);

    await user.selectOptions(filter, 'rejected');
    expect(screen.getByRole('row', { name: /Adeola Bankole/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ngozi Eze/ })).not.toBeInTheDocument();

    await user.selectOptions(filter, 'pending');
    expect(screen.getByRole('row', { name: /Ngozi Eze/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Tunde Afolabi/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Adeola Bankole/ })).not.toBeInTheDocument();

    await user.selectOptions(filter, 'approved');
    expect(screen.getByText(MESSAGES.empty)).toBeInTheDocument();
  });

  it("says 'No applications found' for an empty list", async () => {
    server.use(respondTo(fetchMemberRequestsEndpoint, { success: true, data: [] }));
    renderScreen();
    expect(await screen.findByText(MESSAGES.empty)).toBeInTheDocument();
  });

  it("says 'Failed to fetch applications' in red and shows no rows when the fetch fails", async () => {
    server.use(
      respondTo(fetchMemberRequestsEndpoint, { success: false, message: 'Database down' }, { status: 500 }),
    );
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.fetchFailed);
    expect(alert).toHaveClass('text-red-600');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('approves through the dialog: sends the decision, updates the row in place and toasts', async () => {
    const sent: unknown[] = [];
    server.use(
      respondTo(fetchMemberRequestsEndpoint, { success: true, data: [LEAVE] }),
      handleEndpoint(updateMemberRequestStatusEndpoint, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Request approved.' });
      }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /^Approve Ngozi Eze/ }));

    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Approval' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to approve this application?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(MESSAGES.decided)).toBeInTheDocument();
    expect(sent).toEqual([{ id: 1, status: 'approved' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(rowOf('Ngozi Eze')).getByText('Approved')).toBeInTheDocument();
    expect(within(rowOf('Ngozi Eze')).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: MESSAGES.heading })).toHaveFocus());
  });

  it('asks before rejecting and does nothing on Cancel', async () => {
    const sent: unknown[] = [];
    server.use(
      respondTo(fetchMemberRequestsEndpoint, { success: true, data: [LEAVE] }),
      handleEndpoint(updateMemberRequestStatusEndpoint, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /^Reject Ngozi Eze/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Rejection' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to reject this application?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(within(rowOf('Ngozi Eze')).getByText('Pending')).toBeInTheDocument();
  });

  it("shows 'Sorry, the rejected request was no successful' when the server refuses, and re-reads the list", async () => {
    let fetches = 0;
    server.use(
      handleEndpoint(fetchMemberRequestsEndpoint, () => {
        fetches += 1;
        // The second read shows what really happened: another admin approved it first.
        return HttpResponse.json({
          success: true,
          data: [fetches === 1 ? LEAVE : { ...LEAVE, status: 'approved' }],
        });
      }),
      respondTo(
        updateMemberRequestStatusEndpoint,
        { success: false, message: 'This request has already been approved' },
        { status: 409 },
      ),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /^Reject Ngozi Eze/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MESSAGES.decisionFailed('rejected'))).toBeInTheDocument();
    expect(MESSAGES.decisionFailed('rejected')).toBe('Sorry, the rejected request was no successful');
    await waitFor(() => expect(within(rowOf('Ngozi Eze')).getByText('Approved')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open, logs and tells the admin when the decision cannot be sent', async () => {
    server.use(
      respondTo(fetchMemberRequestsEndpoint, { success: true, data: [LEAVE] }),
      handleEndpoint(updateMemberRequestStatusEndpoint, () => HttpResponse.error()),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /^Approve Ngozi Eze/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MESSAGES.decisionFailed('approved'))).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Confirm Approval' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
