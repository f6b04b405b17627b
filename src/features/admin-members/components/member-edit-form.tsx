import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import { z } from '@contract/zod';
import { memberFieldsSchema, type Member, type MemberFields as MemberFieldValues } from '@contract/member';
import { Button } from '@/components/ui/button/button';
import { useUpdateMember } from '@/features/admin-members/api/update-member';
import { MemberFields } from '@/features/admin-members/components/member-fields';

const TOAST_POSITION = 'top-right';
const FIELD_NAMES = z.keyof(memberFieldsSchema).options;

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
  /** Called after a save or on Cancel; the caller closes the form and puts focus back on its Edit button. */
  onDone: () => void;
}

/**
 * The inline edit: all member fields plus email, Cancel and Save Changes (no client validation). It opens with
 * focus on its first field; the fields the server refuses show its message under them.
 */
export function MemberEditForm({ member, onDone }: MemberEditFormProps) {
  const updateMember = useUpdateMember();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<MemberFieldValues>({ defaultValues: toFormValues(member) });

  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    updateMember.mutate(
      { ...values, id: member.id },
      {
        onSuccess: (answer) => {
          if (answer.success) {
            toast.success(MEMBER_MESSAGES.updated, { position: TOAST_POSITION });
            onDone();
            return;
          }
          toast.error(MEMBER_MESSAGES.updateFailed, { position: TOAST_POSITION });
          const refused = FIELD_NAMES.filter((name) => answer.errors?.[name]);
          for (const name of refused) setError(name, { message: answer.errors?.[name] });
          if (refused[0]) setFocus(refused[0]);
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
      <MemberFields
        register={register}
        errors={errors}
        idPrefix={`edit-member-${member.id}`}
        stored={member}
      />
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
