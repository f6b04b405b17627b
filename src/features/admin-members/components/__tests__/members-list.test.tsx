import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import {
  deleteMemberEndpoint,
  getMembersEndpoint,
  updateMemberEndpoint,
  type Member,
} from '@contract/member';
import { MembersList } from '@/features/admin-members/components/members-list';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const member = (id: number, name: string): Member => ({
  id,
  ulid: `0190a0b0-0000-7000-8000-0000000000${String(id).padStart(2, '0')}`,
  title: 'Mr',
  name,
  state_of_origin: 'Oyo',
  date_of_birth: '1990-01-01',
  place_of_residence: 'Ibadan',
  type_of_work: 'Teacher',
  company_name: 'Model School',
  position_held: 'Head',
  educational_status: 'BEd',
  marital_status: 'Single',
  email: `${name.toLowerCase().replace(/\s/g, '.')}@example.ng`,
  created_at: '2026-01-01T10:00:00.000Z',
  status: 'approved',
});

const MEMBERS = [member(1, 'Sola Adewale'), member(2, 'Kemi Bello')];

function renderList() {
  return renderRoute(
    <>
      <MembersList />
      <Toaster />
    </>,
  );
}

describe('MembersList', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("shows 'Loading...' and then the columns with each member", async () => {
    server.use(respondTo(getMembersEndpoint, { success: true, data: MEMBERS }));
    renderList();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Name',
      'Title',
      'State of Origin',
      'Date of Birth',
      'Residence',
      'Work',
      'Company',
      'Position',
      'Education',
      'Marital Status',
      'Actions',
    ]);
    expect(within(table).getByText('Kemi Bello')).toBeInTheDocument();
  });

  it('edits a member inline and saves the whole member with its id', async () => {
    let sent: unknown;
    server.use(
      respondTo(getMembersEndpoint, { success: true, data: MEMBERS }),
      handleEndpoint(updateMemberEndpoint, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Kemi Bello' }));
    const form = screen.getByRole('form', { name: 'Edit Kemi Bello' });
    const email = within(form).getByLabelText(/^email/i);
    expect(email).toHaveValue('kemi.bello@example.ng');
    await user.clear(within(form).getByLabelText(/^name/i));
    await user.type(within(form).getByLabelText(/^name/i), 'Kemi Bello-Ade');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MEMBER_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toMatchObject({
      id: 2,
      name: 'Kemi Bello-Ade',
      email: 'kemi.bello@example.ng',
      title: 'Mr',
    });
    expect(screen.queryByRole('form', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kemi Bello-Ade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Kemi Bello-Ade' })).toHaveFocus();
  });

  it('shows a stored title and marital status the options lack as chosen, and names the fields the server refuses', async () => {
    const accepted = {
      ...member(3, 'Tunde Balogun'),
      title: 'Dr.',
      marital_status: 'Divorced',
      date_of_birth: '',
      company_name: '',
    };
    let sent: unknown;
    server.use(
      respondTo(getMembersEndpoint, { success: true, data: [accepted] }),
      handleEndpoint(updateMemberEndpoint, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            success: false,
            message: 'date_of_birth: Use the format YYYY-MM-DD',
            errors: { date_of_birth: 'Use the format YYYY-MM-DD' },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Tunde Balogun' }));
    const form = screen.getByRole('form', { name: 'Edit Tunde Balogun' });
    const title = within(form).getByRole('combobox', { name: /^Title/ });
    expect(title).toHaveValue('Dr.');
    expect(title).toHaveDisplayValue('Dr.');
    expect(within(form).getByRole('combobox', { name: /^Marital Status/ })).toHaveDisplayValue('Divorced');
    await user.type(within(form).getByLabelText(/^Company Name/), 'Emzor');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MEMBER_MESSAGES.updateFailed)).toBeInTheDocument();
    const dateOfBirth = within(form).getByLabelText(/^Date of Birth/);
    expect(dateOfBirth).toHaveAccessibleDescription('Use the format YYYY-MM-DD');
    expect(dateOfBirth).toHaveFocus();
    expect(within(form).getByLabelText(/^Company Name/)).not.toHaveAccessibleDescription();
    expect(sent).toMatchObject({ title: 'Dr.', marital_status: 'Divorced', company_name: 'Emzor' });
  });

  it("keeps the form open and toasts 'Failed to update member.' when the save fails", async () => {
    server.use(
      respondTo(getMembersEndpoint, { success: true, data: MEMBERS }),
      respondTo(updateMemberEndpoint, { success: false, message: 'Member not found' }, { status: 404 }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Sola Adewale' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MEMBER_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Sola Adewale' })).toBeInTheDocument();
  });

  it('opens the edit with focus on its first field, and Cancel closes it unsaved with focus back on Edit', async () => {
    server.use(respondTo(getMembersEndpoint, { success: true, data: MEMBERS }));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Sola Adewale' }));
    const form = screen.getByRole('form', { name: 'Edit Sola Adewale' });
    expect(within(form).getByRole('combobox', { name: /^Title/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Sola Adewale' })).toHaveFocus();
  });

  it('deletes a member only after the confirmation dialog, then removes the row', async () => {
    let deletedId: string | null = null;
    server.use(
      respondTo(getMembersEndpoint, { success: true, data: MEMBERS }),
      handleEndpoint(deleteMemberEndpoint, ({ request }) => {
        deletedId = new URL(request.url).searchParams.get('id');
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Sola Adewale' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(MEMBER_MESSAGES.deleteConfirm);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(deletedId).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(MEMBER_MESSAGES.deleted)).toBeInTheDocument();
    expect(deletedId).toBe('1');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sola Adewale' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Kemi Bello' })).toBeInTheDocument();
  });

  it("keeps the row and toasts 'Failed to delete member. Please try again.' when the delete fails", async () => {
    server.use(
      respondTo(getMembersEndpoint, { success: true, data: MEMBERS }),
      respondTo(deleteMemberEndpoint, { success: false, message: 'Member not found' }, { status: 404 }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Kemi Bello' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MEMBER_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kemi Bello' })).toBeInTheDocument();
  });

  it('narrows the list to the members matching a search', async () => {
    server.use(respondTo(getMembersEndpoint, { success: true, data: MEMBERS }));
    const { user } = renderList();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'kemi');
    expect(screen.getByText('1 of 2 rows match')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Sola Adewale' })).not.toBeInTheDocument();
  });
});
