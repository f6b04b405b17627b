import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import { memberFieldsSchema, type MemberFields as MemberFieldValues } from '@contract/member';
import { Button } from '@/components/ui/button/button';
import { useCreateMember } from '@/features/admin-members/api/create-member';
import { MemberFields } from '@/features/admin-members/components/member-fields';

const TOAST_POSITION = 'top-right';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** The Create Member form: every field required ('Required'), Submit / Submitting..., toasts top-right. */
export function CreateMemberForm() {
  const createMember = useCreateMember();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MemberFieldValues>({ resolver: zodResolver(memberFieldsSchema) });

  const onSubmit = handleSubmit(async (member) => {
    setOutcome(null);
    try {
      const response = await createMember.mutateAsync(member);
      if (response.success) {
        setOutcome({ kind: 'success', text: response.message || MEMBER_MESSAGES.created });
        reset();
        toast.success(MEMBER_MESSAGES.created, { position: TOAST_POSITION });
      } else {
        setOutcome({ kind: 'error', text: `${MEMBER_MESSAGES.errorPrefix} ${response.message}` });
        toast.error(MEMBER_MESSAGES.createFailedToast, { position: TOAST_POSITION });
      }
    } catch {
      setOutcome({ kind: 'error', text: MEMBER_MESSAGES.networkFailed });
      toast.error(MEMBER_MESSAGES.createFailedToast, { position: TOAST_POSITION });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex max-w-3xl flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm"
    >
      <MemberFields register={register} errors={errors} idPrefix="create-member" isRequired />
      {outcome ? (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={outcome.kind === 'error' ? 'font-medium text-red-600' : 'font-medium text-brand-700'}
        >
          {outcome.text}
        </p>
      ) : null}
      <div>
        <Button type="submit" isLoading={createMember.isPending} loadingText="Submitting...">
          Submit
        </Button>
      </div>
    </form>
  );
}
