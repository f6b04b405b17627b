import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { inviteAdminBodySchema, type AdminSummary, type InviteAdminBody } from '@contract/admin-accounts';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { SIGN_IN_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { formatDisplayDate } from '@/lib/format-date';
import { describeRequestError, outcomeOfRequest, type RequestOutcome } from '@/lib/request-outcome';
import { clearSession, setLoginStatusMessage } from '@/lib/session';
import {
  useAdmins,
  useInviteAdmin,
  useRemoveAdmin,
  useRevokeInvite,
  useSignOutEverywhere,
} from '@/features/admin-accounts/api/admin-accounts';
import { ChangePasswordForm } from '@/features/admin-accounts/components/change-password-form';

type Outcome = RequestOutcome | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function InviteForm() {
  const invite = useInviteAdmin();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteAdminBody>({
    resolver: zodResolver(inviteAdminBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    const outcome = await outcomeOfRequest(() => invite.mutateAsync(body));
    setOutcome(outcome);
    if (outcome.tone === 'success') reset();
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Invite an admin"
    >
      <TextField
        label="E-mail address of the new admin"
        type="email"
        inputMode="email"
        autoComplete="off"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <Button type="submit" isLoading={isSubmitting} loadingText="Sending...">
        Send invitation
      </Button>
    </form>
  );
}

function AdminList() {
  const admins = useAdmins();
  const remove = useRemoveAdmin();
  const revokeInvite = useRevokeInvite();
  const [pending, setPending] = useState<AdminSummary | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (admins.isPending) return <p className="text-slate-600">Loading...</p>;
  if (admins.isError) return <FormAlert tone="error">{describeRequestError(admins.error)}</FormAlert>;
  const { data: list, invites } = admins.data;

  const confirmRemove = async () => {
    if (!pending) return;
    setOutcome(null);
    setOutcome(await outcomeOfRequest(() => remove.mutateAsync(pending.id)));
    setPending(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-slate-200" aria-label="Admins">
        {list.map((admin) => (
          <li key={admin.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <span className="font-medium text-slate-900">{admin.email}</span>
              {admin.isYou ? <span className="ml-2 text-sm text-slate-500">(you)</span> : null}
              <span className="block text-sm text-slate-500">
                Admin since {formatDisplayDate(admin.createdAt)}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={list.length <= 1}
              aria-label={`Remove ${admin.email}`}
              onClick={() => setPending(admin)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {invites.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">Invitations not yet accepted</h3>
          <ul className="mt-1 text-sm text-slate-600">
            {invites.map((invite) => (
              <li key={invite.email} className="flex flex-wrap items-center justify-between gap-3 py-1">
                <span>
                  {invite.email} (link valid until {formatDisplayDate(invite.expiresAt)})
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revokeInvite.isPending}
                  aria-label={`Withdraw the invitation to ${invite.email}`}
                  onClick={() =>
                    void (async () => {
                      setOutcome(null);
                      setOutcome(await outcomeOfRequest(() => revokeInvite.mutateAsync(invite.email)));
                    })()
                  }
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <ConfirmDialog
        isOpen={pending !== null}
        title="Remove this admin?"
        text={pending ? `${pending.email} will no longer be able to sign in.` : ''}
        confirmLabel="Remove"
        isConfirming={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

function SignOutEverywhere() {
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async () => {
    setOutcome(null);
    try {
      const result = await signOut.mutateAsync();
      if (!result.success) {
        setOutcome({ tone: 'error', text: result.message || SIGN_IN_MESSAGES.somethingWentWrong });
        return;
      }
      clearSession();
      setLoginStatusMessage(result.message);
      void navigate(paths.auth.signIn.getHref(), { replace: true });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeRequestError(error) });
    }
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-slate-600">
        Ends every session of your account, on every device, this one included. Use it if a device was lost or
        someone else may know your password.
      </p>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <Button
        variant="danger"
        isLoading={signOut.isPending}
        loadingText="Signing out..."
        onClick={() => void run()}
      >
        Sign out everywhere
      </Button>
    </div>
  );
}

/** The Admins screen: who can sign in, invitations, and the signed-in admin's own password and sessions. */
export function AdminsScreen() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Section title="Admins">
        <AdminList />
      </Section>
      <Section title="Invite an admin">
        <p className="mb-4 text-sm text-slate-600">
          They receive an e-mail with a link to choose their password. The link works once, for 24 hours.
        </p>
        <InviteForm />
      </Section>
      <Section title="Your password">
        <ChangePasswordForm />
      </Section>
      <Section title="Your sessions">
        <SignOutEverywhere />
      </Section>
    </div>
  );
}
