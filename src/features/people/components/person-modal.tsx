import { Dialog } from '@/components/ui/dialog/dialog';
import type { TeamMember } from '@/content/team';
import { PersonPortrait } from '@/features/people/components/person-portrait';

/** The id of a person's dialog, which their card opens. */
export function personDialogId(person: TeamMember): string {
  return `person-${person.id}`;
}

/**
 * Photo, name, role and biography, in the page's HTML and opened by the person's card with no script; closes
 * with ×, a click outside or Escape (the shared Dialog).
 */
export function PersonModal({ person }: { person: TeamMember }) {
  return (
    <Dialog id={personDialogId(person)} title={person.name} description={person.role} size="md">
      <div className="flex flex-col items-center text-center">
        <PersonPortrait person={person} className="size-32" />
        <p className="mt-6 leading-relaxed text-slate-700">{person.bio}</p>
      </div>
    </Dialog>
  );
}
