import type { TeamMember } from '@/content/team';
import { cn } from '@/lib/cn';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A portrait drawn from the person's initials: we hold no photographs, and this weighs nothing. */
export function PersonPortrait({ person, className }: { person: TeamMember; className?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      width={120}
      height={120}
      role="img"
      aria-label={`Portrait of ${person.name}`}
      className={cn('rounded-full', className)}
    >
      <rect width="120" height="120" rx="60" fill={person.portraitColour} />
      <circle cx="60" cy="60" r="52" fill="none" stroke="#f7b733" strokeWidth="3" opacity="0.6" />
      <text
        x="60"
        y="62"
        textAnchor="middle"
        dominantBaseline="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="42"
        fontWeight="700"
        fill="#ffffff"
      >
        {initialsOf(person.name)}
      </text>
    </svg>
  );
}
