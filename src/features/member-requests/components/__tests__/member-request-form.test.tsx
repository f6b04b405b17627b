import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitMemberRequestEndpoint, MEMBER_REQUEST_MESSAGES } from '@contract/member-request';
import { getSiteConfigEndpoint } from '@contract/site';
import { resetApiCapabilitiesForTests } from '@/lib/api-capabilities';
import { server } from '@/testing/mocks/server';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { renderRoute } from '@/testing/test-utils';
import { MemberRequestForm } from '@/features/member-requests/components/member-request-form';
import { MEMBER_REQUEST_OUTCOME_MESSAGES } from '@/features/member-requests/config/member-request-messages';

const ULID = '01932c4e-7d1a-7b3c-9f00-123456789abc';

function renderForm() {
  return renderRoute(
    <>
      <MemberRequestForm />
      <Toaster />
    </>,
  );
}

type User = ReturnType<typeof renderForm>['user'];

async function fillLeave(user: User, { duration = '5' } = {}) {
  await user.type(screen.getByLabelText(/^Name/), 'Ngozi Eze');
  await user.type(screen.getByLabelText(/^ULID/), ULID);
  await user.selectOptions(screen.getByLabelText(/^Application Type/), 'leave');
  await user.type(screen.getByLabelText(/^Duration \(in Days\)/), duration);
  await user.type(screen.getByLabelText(/^Description/), 'Family wedding in Enugu');
}

/** Records the JSON bodies the mock server receives. */
function captureSubmissions(answer: object, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    handleEndpoint(submitMemberRequestEndpoint, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

// Sonner keeps its toasts in a module-level store and replays active ones to a new Toaster.
afterEach(() => {
  toast.dismiss();
  resetApiCapabilitiesForTests();
});

/** Answers the member request with each of `answers` in turn, recording the Idempotency-Key of each call. */
function captureKeys(answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    handleEndpoint(submitMemberRequestEndpoint, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return answers[Math.min(keys.length - 1, answers.length - 1)]!();
    }),
  );
  return keys;
}

describe('MemberRequestForm', () => {
  it('puts Duration in the part shown for leave and Amount in the part shown for raise (by CSS)', () => {
    renderForm();
    // The stylesheet shows each part for its chosen type (`form:has(option[value=leave]:checked)`), with or
    // without the app; the no-JS browser test sees it.
    expect(screen.getByLabelText(/^Duration \(in Days\)/).closest('[data-shown-for]')).toHaveAttribute(
      'data-shown-for',
      'leave',
    );
    expect(screen.getByLabelText(/^Amount \(in Naira\)/).closest('[data-shown-for]')).toHaveAttribute(
      'data-shown-for',
      'raise',
    );
    const form = screen.getByRole('form', { name: 'Member request' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/member-requisition');
  });

  it('links to the privacy notice from the form', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Member request' });
    expect(within(form).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('shows an error only once its field has been touched, tied to the field', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText(/^Name/);
    expect(screen.queryByText(MEMBER_REQUEST_MESSAGES.nameRequired)).not.toBeInTheDocument();

    await user.click(name);
    expect(screen.queryByText(MEMBER_REQUEST_MESSAGES.nameRequired)).not.toBeInTheDocument();
    await user.tab();

    const error = await screen.findByText(MEMBER_REQUEST_MESSAGES.nameRequired);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText(MEMBER_REQUEST_MESSAGES.ulidRequired)).not.toBeInTheDocument();
  });

  it('says a ULID must be 36 characters', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^ULID/), ULID.slice(1));
    await user.tab();
    expect(await screen.findByText(MEMBER_REQUEST_MESSAGES.ulidLength)).toBeInTheDocument();
  });

  it('shows every rule on submit of an empty form, and sends nothing', async () => {
    const bodies = captureSubmissions({ success: true, data: { message: 'ok' } });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      MEMBER_REQUEST_MESSAGES.nameRequired,
      MEMBER_REQUEST_MESSAGES.ulidRequired,
      MEMBER_REQUEST_MESSAGES.typeRequired,
      MEMBER_REQUEST_MESSAGES.descriptionRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByLabelText(/^Application Type/), 'raise');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MEMBER_REQUEST_MESSAGES.amountRequired)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Application Type/), 'leave');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MEMBER_REQUEST_MESSAGES.durationRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('refuses a raise amount finer than a kobo under the Amount field, and sends nothing', async () => {
    const bodies = captureSubmissions({ success: true, data: { message: 'ok' } });
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Application Type/), 'raise');
    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '0.001');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(MEMBER_REQUEST_MESSAGES.amountKobo));
    expect(bodies).toEqual([]);
  });

  it('counts description characters and refuses more than 255', async () => {
    const { user } = renderForm();
    const description = screen.getByLabelText(/^Description/);
    await user.click(description);
    await user.paste('x'.repeat(256));
    await user.tab();
    expect(screen.getByText('256/255')).toBeInTheDocument();
    expect(await screen.findByText(MEMBER_REQUEST_MESSAGES.descriptionTooLong)).toBeInTheDocument();
    expect(description.getAttribute('aria-describedby')).toContain('member-request-description-counter');
    await user.type(description, '{Backspace}');
    expect(screen.getByText('255/255')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(MEMBER_REQUEST_MESSAGES.descriptionTooLong)).not.toBeInTheDocument(),
    );
  });

  it('sends only the leave fields, toasts success and resets the form', async () => {
    const bodies = captureSubmissions({
      success: true,
      data: { message: 'Application submitted successfully' },
    });
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Application Type/), 'raise');
    await user.type(screen.getByLabelText(/^Amount/), '5000');
    await fillLeave(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText(MEMBER_REQUEST_OUTCOME_MESSAGES.submitted)).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Ngozi Eze', ulid: ULID, type: 'leave', duration: 5, description: 'Family wedding in Enugu' },
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Application Type/)).toHaveValue('');
    expect(screen.getByLabelText(/^Duration/)).toHaveValue(null);
  });

  it('sends only the raise fields with the amount as a number', async () => {
    const bodies = captureSubmissions({ success: true, data: { message: 'ok' } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Ngozi Eze');
    await user.type(screen.getByLabelText(/^ULID/), ULID);
    await user.selectOptions(screen.getByLabelText(/^Application Type/), 'leave');
    await user.type(screen.getByLabelText(/^Duration/), '3');
    await user.selectOptions(screen.getByLabelText(/^Application Type/), 'raise');
    await user.type(screen.getByLabelText(/^Amount/), '25000');
    await user.type(screen.getByLabelText(/^Description/), 'Transport costs');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText(MEMBER_REQUEST_OUTCOME_MESSAGES.submitted);
    expect(bodies).toEqual([
      { name: 'Ngozi Eze', ulid: ULID, type: 'raise', amount: 25000, description: 'Transport costs' },
    ]);
  });

  it("shows the server's message on a refusal and keeps what was typed", async () => {
    captureSubmissions({ success: false, message: 'No approved member has this ULID' }, 404);
    const { user } = renderForm();
    await fillLeave(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('No approved member has this ULID')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ngozi Eze');
    expect(screen.getByLabelText(/^Duration/)).toHaveValue(5);
  });

  it("falls back to 'Failed to submit application' when a refusal carries no message", async () => {
    server.use(respondTo(submitMemberRequestEndpoint, { success: false }));
    const { user } = renderForm();
    await fillLeave(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MEMBER_REQUEST_OUTCOME_MESSAGES.refused)).toBeInTheDocument();
    expect(screen.getByLabelText(/^ULID/)).toHaveValue(ULID);
  });

  it("says 'Failed to deliver your application' when the request fails", async () => {
    server.use(handleEndpoint(submitMemberRequestEndpoint, () => HttpResponse.error()));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderForm();
    await fillLeave(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MEMBER_REQUEST_OUTCOME_MESSAGES.undelivered)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ngozi Eze');
  });

  describe('on a flaky network', () => {
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    const delivered = () => HttpResponse.json({ success: true, data: { message: 'ok' } });

    it('keeps what was typed when the request fails, and sends it again with the same Idempotency-Key', async () => {
      const keys = captureKeys([() => HttpResponse.error(), delivered]);
      const { user } = renderForm();
      await fillLeave(user);
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      expect(await screen.findByText(MEMBER_REQUEST_OUTCOME_MESSAGES.undelivered)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Ngozi Eze');
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Family wedding in Enugu');

      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      expect(await screen.findByText(MEMBER_REQUEST_OUTCOME_MESSAGES.submitted)).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);

      // The same request once more, after it succeeded, is a new one.
      await fillLeave(user);
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      await waitFor(() => expect(keys).toHaveLength(3));
      expect(keys[2]).not.toBe(keys[0]);
    });

    it('sends a new key when what is sent changes', async () => {
      const keys = captureKeys([() => HttpResponse.error()]);
      const { user } = renderForm();
      await fillLeave(user);
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      await waitFor(() => expect(keys).toHaveLength(1));
      await user.type(screen.getByLabelText(/^Description/), ' and back');
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      await waitFor(() => expect(keys).toHaveLength(2));
      expect(keys[1]).not.toBe(keys[0]);
    });

    it("sends no Idempotency-Key to the forum's PHP API, which does not know it", async () => {
      server.use(handleEndpoint(getSiteConfigEndpoint, () => new HttpResponse('Not Found', { status: 404 })));
      const keys = captureKeys([delivered]);
      const { user } = renderForm();
      await fillLeave(user);
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      expect(await screen.findByText(MEMBER_REQUEST_OUTCOME_MESSAGES.submitted)).toBeInTheDocument();
      expect(keys).toEqual([null]);
    });
  });
});
