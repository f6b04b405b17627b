import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_REQUEST_MESSAGES } from '@contract/member-request';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { createTestQueryClient } from '@/testing/test-utils';
import { MemberRequestForm } from '@/features/member-requests/components/member-request-form';

function formPage(answer?: FormAnswer) {
  const client = createTestQueryClient();
  if (answer) client.setQueryData(formAnswerQueryKey('member-request'), answer);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/member-requisition']}>
        <MemberRequestForm />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The page as prerendered, before its scripts run: plain HTML the visitor can already fill in. */
function showPrerenderedForm(answer?: FormAnswer): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(formPage(answer));
  document.body.append(container);
  return container;
}

function fill(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[name="${name}"]`,
  );
  if (!field) throw new Error(`the prerendered form has no field named ${name}`);
  field.value = value;
}

describe('the member request form, filled in before its scripts arrive', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps what the visitor typed when it hydrates, and shows the field their type asks for', async () => {
    const container = showPrerenderedForm();
    // In the page, hidden by CSS until its type is chosen.
    expect(container.querySelector('[data-shown-for="raise"] [name="amount"]')).not.toBeNull();
    fill(container, 'name', 'Ngozi Eze');
    fill(container, 'type', 'raise');
    fill(container, 'description', 'Transport to the Saki outreach');

    render(formPage(), { container, hydrate: true });

    expect(await screen.findByLabelText(/^Amount \(in Naira\)/)).toHaveValue(null);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ngozi Eze');
    expect(screen.getByLabelText(/^Application Type/)).toHaveValue('raise');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Transport to the Saki outreach');
    expect(screen.getByText(/^30\/\d+/)).toBeInTheDocument();
  });

  it('hydrates an untouched form with its fields empty', async () => {
    const container = showPrerenderedForm();

    render(formPage(), { container, hydrate: true });

    expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Application Type/)).toHaveValue('');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(null);
  });

  it("shows the server's answer in its HTML: the values kept, each message under its field and in a summary", async () => {
    const answer: FormAnswer = {
      outcome: 'refused',
      values: {
        name: 'Ngozi Eze',
        ulid: 'short',
        type: 'leave',
        duration: '',
        amount: '',
        description: 'Wedding',
      },
      errors: {
        ulid: MEMBER_REQUEST_MESSAGES.ulidLength,
        duration: MEMBER_REQUEST_MESSAGES.durationRequired,
      },
    };
    const container = showPrerenderedForm(answer);
    // Before any script: what a browser without JavaScript shows.
    const before = within(container);
    expect(before.getByLabelText(/^Name/)).toHaveValue('Ngozi Eze');
    expect(before.getByLabelText(/^ULID/)).toHaveValue('short');
    expect(before.getByLabelText(/^ULID/)).toHaveAccessibleDescription(
      expect.stringContaining(MEMBER_REQUEST_MESSAGES.ulidLength),
    );
    expect(before.getByLabelText(/^ULID/)).toHaveAttribute('aria-invalid', 'true');
    expect(before.getByLabelText(/^Application Type/)).toHaveValue('leave');
    expect(before.getByLabelText(/^Duration/)).toHaveAccessibleDescription(
      MEMBER_REQUEST_MESSAGES.durationRequired,
    );
    expect(before.getByLabelText(/^Description/)).toHaveValue('Wedding');
    expect(before.getByRole('alert')).toHaveTextContent(`ULID: ${MEMBER_REQUEST_MESSAGES.ulidLength}`);
    expect(before.getByRole('link', { name: /^Duration/ })).toHaveAttribute(
      'href',
      '#member-request-duration',
    );

    render(formPage(answer), { container, hydrate: true });
    expect(await screen.findByLabelText(/^ULID/)).toHaveValue('short');
    expect(screen.getByText(MEMBER_REQUEST_MESSAGES.ulidLength, { selector: 'p' })).toBeInTheDocument();
  });

  it('says the request was submitted, with the form empty', () => {
    const container = showPrerenderedForm({
      outcome: 'submitted',
      values: {},
      errors: {},
      message: 'Application submitted successfully',
    });
    expect(within(container).getByRole('status')).toHaveTextContent('Application submitted successfully');
    expect(within(container).getByLabelText(/^Name/)).toHaveValue('');
  });
});
