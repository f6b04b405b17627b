import { dialogOpenerProps } from '@/components/ui/dialog/dialog-opener';
import { OUR_PEOPLE_HERO, TEAM, type TeamMember } from '@/content/team';
import { PersonModal, personDialogId } from '@/features/people/components/person-modal';
import { PersonPortrait } from '@/features/people/components/person-portrait';

function PeopleGrid({ heading, people }: { heading: string; people: readonly TeamMember[] }) {
  const headingId = `people-${heading.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mt-12 first:mt-0">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {people.map((person) => (
          <li key={person.id}>
            <button
              {...dialogOpenerProps(personDialogId(person))}
              className="flex h-full w-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <PersonPortrait person={person} className="size-24" />
              <span className="mt-4 font-bold text-brand-900">{person.name}</span>
              <span className="mt-1 text-sm text-slate-600">{person.role}</span>
            </button>
            <PersonModal person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Executives (every role but Member) and Members; a card opens the person's biography, with or without the app. */
export function OurPeoplePage() {
  const executives = TEAM.filter((person) => person.role !== 'Member');
  const members = TEAM.filter((person) => person.role === 'Member');

  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{OUR_PEOPLE_HERO.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{OUR_PEOPLE_HERO.text}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <PeopleGrid heading="Executives" people={executives} />
        <PeopleGrid heading="Members" people={members} />
      </div>
    </>
  );
}
