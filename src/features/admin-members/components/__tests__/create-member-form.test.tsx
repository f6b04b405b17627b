import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import { createMemberEndpoint, type MemberFields } from '@contract/member';
import { CreateMemberForm } from '@/features/admin-members/components/create-member-form';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const MEMBER: MemberFields = {
  title: 'Mrs',
  name: 'Adaeze Okafor',
  state_of_origin: 'Anambra',
  date_of_birth: '1988-04-12',
  place_of_residence: 'Bodija, Ibadan',
  type_of_work: 'Nurse',
  company_name: 'UCH Ibadan',
  position_held: 'Senior Nurse',
  educational_status: 'BSc Nursing',
  marital_status: 'Married',
  email: 'ada@example.ng',
};

const LABELS: Record<keyof MemberFields, RegExp> = {
  title: /^title/i,
  name: /^name/i,
  state_of_origin: /state of origin/i,
  date_of_birth: /date of birth/i,
  place_of_residence: /place of residence/i,
  type_of_work: /type of work/i,
  company_name: /company name/i,
  position_held: /position held/i,
  educational_status: /educational status/i,
  marital_status: /marital status/i,
  email: /^email/i,
};

function renderForm() {
  return renderRoute(
    <>
      <CreateMemberForm />
      <Toaster />
    </>,
  );
}

async function fillForm(user: ReturnType<typeof renderForm>['user']) {
  for (const [field, label] of Object.entries(LABELS) as [keyof MemberFields, RegExp][]) {
    const control = screen.getByLabelText(label);
    if (control.tagName === 'SELECT') await user.selectOptions(control, MEMBER[field]);
    else await user.type(control, MEMBER[field]);
  }
}

describe('CreateMemberForm', () => {
  // Sonner keeps its toasts in one module-wide store: start every test without the last one's.
  afterEach(() => {
    toast.dismiss();
  });

  it("shows 'Required' under every empty field and sends nothing", async () => {
    let calls = 0;
    server.use(
      handleEndpoint(createMemberEndpoint, () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: 'x' });
      }),
    );
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    for (const label of Object.values(LABELS)) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Required');
    }
    expect(calls).toBe(0);
  });

  it('sends the member, shows the server message, resets the form and toasts success', async () => {
    let sent: unknown;
    server.use(
      handleEndpoint(createMemberEndpoint, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Member created successfully' });
      }),
    );
    const { user } = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status', { name: '' })).toBeInTheDocument();
    expect(sent).toEqual(MEMBER);
    expect(await screen.findAllByText(MEMBER_MESSAGES.created)).toHaveLength(2);
    expect(screen.getByLabelText(LABELS.name)).toHaveValue('');
    expect(screen.getByLabelText(LABELS.title)).toHaveValue('');
  });

  it("shows the refusal prefixed 'Error:' and toasts the creation failure", async () => {
    server.use(
      respondTo(createMemberEndpoint, { success: false, message: 'Email already used' }, { status: 409 }),
    );
    const { user } = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Email already used');
    expect(await screen.findByText(MEMBER_MESSAGES.createFailedToast)).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.name)).toHaveValue(MEMBER.name);
  });

  it("shows 'An error occurred' when the server cannot be reached", async () => {
    server.use(handleEndpoint(createMemberEndpoint, () => HttpResponse.error()));
    const { user } = renderForm();
    await fillForm(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MEMBER_MESSAGES.networkFailed)).toBeInTheDocument();
    expect(await screen.findByText(MEMBER_MESSAGES.createFailedToast)).toBeInTheDocument();
  });

  it("reads 'Submitting...' while the member is being sent", async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(`*${createMemberEndpoint.path}`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const { user } = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
