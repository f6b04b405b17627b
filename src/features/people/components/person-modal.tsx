import { Dialog } from '@/components/ui/dialog/dialog';
import type { TeamMember } from '@/content/team';
import { PersonPortrait } from '@/features/people/components/person-portrait';

export interface PersonModalProps {
  person: TeamMember | null;
  onClose: () => void;
}

/** Photo, name, role and biography; closes with ×, a click outside or Escape (the shared Dialog). */
export function PersonModal({ person, onClose }: PersonModalProps) {
  return (
    <Dialog
      isOpen={person !== null}
      onClose={onClose}
      title={person?.name ?? ''}
      description={person?.role}
      size="md"
    >
      {person ? (
        <div className="flex flex-col items-center text-center">
          <PersonPortrait person={person} className="size-32" />
          <p className="mt-6 leading-relaxed text-slate-700">{person.bio}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
