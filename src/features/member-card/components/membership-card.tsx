import type { MemberCard } from '@contract/member';
import { FORUM_NAME } from '@contract/constants';
import { cn } from '@/lib/cn';
import { MEMBER_CARD_MESSAGES } from '@/features/member-card/config/member-card-messages';
import { MemberQrCode } from '@/features/member-card/components/member-qr-code';
import {
  formatMemberId,
  formatNameWithTitle,
  initialOf,
  memberCardFields,
  memberCardUrl,
} from '@/features/member-card/utils/member-card-details';

/**
 * The card itself, at least at ID-1 proportions from the small breakpoint up and in print. Every size is in em of a
 * font size set in container-width units, so the whole card scales with its box (85.6 mm wide when printed);
 * on a phone the text keeps a readable minimum and the card grows taller instead. The name and every value
 * wrap, never cut: someone checks the whole of them against the person, so a card with a long one grows taller.
 */
/** `cardId`: the id the card's QR code opens (the ULID, unless the API is the forum's PHP API). */
export function MembershipCard({ member, cardId = member.ulid }: { member: MemberCard; cardId?: string }) {
  const memberId = formatMemberId(member.ulid);
  return (
    <article
      aria-labelledby="membership-card-title"
      className="membership-card flex w-full flex-col overflow-hidden rounded-[0.9em] bg-white text-[max(3cqw,0.8125rem)] text-slate-900 shadow-xl ring-1 ring-slate-200 sm:min-h-[calc(100cqw*53.98/85.6)] sm:text-[3cqw] print:min-h-[calc(100cqw*53.98/85.6)] print:text-[3cqw]"
    >
      <header className="flex items-center justify-between gap-[1em] bg-brand-700 px-[1.2em] py-[0.7em] text-white">
        <div className="min-w-0">
          <h1 id="membership-card-title" className="text-[1.15em] leading-tight font-bold">
            {MEMBER_CARD_MESSAGES.title}
          </h1>
          <p className="text-[0.7em] text-brand-100">{FORUM_NAME}</p>
        </div>
        <p className="shrink-0 rounded-full bg-accent-400 px-[0.8em] py-[0.25em] text-[0.7em] font-bold text-brand-900">
          {MEMBER_CARD_MESSAGES.activeMember}
        </p>
      </header>

      <div className="flex min-h-0 flex-1 flex-col gap-[1em] px-[1.2em] py-[0.9em] sm:flex-row print:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-[0.7em]">
          <div className="flex items-center gap-[0.8em]">
            <span
              aria-hidden="true"
              className="flex size-[2.6em] shrink-0 items-center justify-center rounded-full bg-brand-600 text-[1.3em] font-bold text-white"
            >
              {initialOf(member.name)}
            </span>
            <div className="min-w-0">
              <p className="text-[1.1em] leading-tight font-bold wrap-break-word">
                {formatNameWithTitle(member)}
              </p>
              <p className="text-[0.62em] leading-snug text-slate-600">
                Member ID <span className="font-mono break-all text-slate-900">{memberId}</span>
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-1 gap-x-[1em] gap-y-[0.45em] min-[24rem]:grid-cols-2">
            {memberCardFields(member).map((field) => (
              <div key={field.label} className={cn('min-w-0', field.wide && 'min-[24rem]:col-span-2')}>
                <dt className="text-[0.55em] font-semibold tracking-wide text-slate-500 uppercase">
                  {field.label}
                </dt>
                <dd className="text-[0.72em] font-medium wrap-break-word">{field.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex w-[7.2em] shrink-0 flex-col items-center justify-end gap-[0.3em] self-center sm:self-auto print:self-auto">
          <MemberQrCode value={memberCardUrl(member, cardId)} className="w-full rounded-[0.3em]" />
          <p className="text-center text-[0.55em] text-slate-500">Scan to verify membership</p>
        </div>
      </div>
    </article>
  );
}
