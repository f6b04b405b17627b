import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import type { Member, MemberFields as MemberFieldValues } from '@contract/member';
import { Button } from '@/components/ui/button/button';
import { useUpdateMember } from '@/features/admin-members/api/update-member';
import { MemberFields } from '@/features/admin-members/components/member-fields';

const TOAST_POSITION = 'top-right';

/** The stored member as form values (the list may hold values the form's choices do not offer). */
function toFormValues(member: Member): MemberFieldValues {
  return {
    title: member.title as MemberFieldValues['title'],
    name: member.name,
    state_of_origin: member.state_of_origin,
    date_of_birth: member.date_of_birth,
    place_of_residence: member.place_of_residence,
    type_of_work: member.type_of_work,
    company_name: member.company_name,
    position_held: member.position_held,
    educational_status: member.educational_status,
    marital_status: member.marital_status as MemberFieldValues['marital_status'],
    email: member.email,
  };
}

export interface MemberEditFormProps {
  member: Member;
  onDone: () => void;
}

/** The inline edit: all member fields plus email, Cancel and Save Changes (no client validation). */
export function MemberEditForm({ member, onDone }: MemberEditFormProps) {
  const updateMember = useUpdateMember();
  const { register, handleSubmit } = useForm<MemberFieldValues>({ defaultValues: toFormValues(member) });

  const onSubmit = handleSubmit((values) => {
    updateMember.mutate(
      { ...values, id: member.id },
      {
        onSuccess: () => {
          toast.success(MEMBER_MESSAGES.updated, { position: TOAST_POSITION });
          onDone();
        },
        onError: () => {
          toast.error(MEMBER_MESSAGES.updateFailed, { position: TOAST_POSITION });
        },
      },
    );
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={`Edit ${member.name}`}
      className="flex flex-col gap-4"
    >
      <MemberFields register={register} idPrefix={`edit-member-${member.id}`} />
      <div className="flex gap-3">
        <Button variant="ghost" onClick={onDone} disabled={updateMember.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={updateMember.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
