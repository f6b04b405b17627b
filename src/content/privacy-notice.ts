import { PRIVACY_NOTICE_VERSION, type PrivacyNoticeSettings } from '@contract/privacy';
import { OWN_PAGE_PATH } from '@contract/constants';
import { organisation } from '@/content/organisation';

/**
 * The privacy notice (/privacy), as the forum edits it. Raise PRIVACY_NOTICE_VERSION (contract/privacy.ts)
 * whenever this text changes: every recorded consent names the version the person read.
 */

export interface PrivacyNoticeSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const PRIVACY_NOTICE_TITLE = 'Privacy notice';
export const PRIVACY_NOTICE_VERSION_LABEL = `Version ${PRIVACY_NOTICE_VERSION}`;

/** The NDPC, to whom a person may complain. */
const NDPC = {
  name: 'Nigeria Data Protection Commission (NDPC)',
  website: 'https://ndpc.gov.ng',
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The notice's sections, with the controller and the retention periods in force. */
export function privacyNoticeSections(settings: PrivacyNoticeSettings): PrivacyNoticeSection[] {
  const controller = settings.controllerName ?? organisation.name;
  const contactEmail = settings.contactEmail ?? organisation.contact.email;
  const { decidedDocumentsDays, draftDays, donorDataYears } = settings.retention;
  return [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        `${controller} is the controller of the personal data this website collects, under the Nigeria Data Protection Act 2023.`,
        `Write to ${contactEmail}, call ${organisation.contact.phone}, or visit ${organisation.office.fullAddress}.`,
      ],
    },
    {
      heading: 'What we collect, why, and on what basis',
      paragraphs: [],
      items: [
        'Membership applications: your title, name, gender, marital status, e-mail address, phone number, home address, occupation, state of origin, passport photograph and certificate of employment or incorporation. We use them to decide on your membership and, if you are accepted, to keep the member directory and issue your member card. The basis is your consent, which you give by ticking the declaration on the form.',
        'Members: the details above and the leave and raise requests you file, to manage your membership (the basis is our agreement with you as a member).',
        "Donations: your e-mail address, the amount, the date, the payment reference and the program you chose, to take your gift, send your receipt and keep the forum's accounts (the basis is our legal duty to keep accounts). If you tick “Keep me updated about the forum's work”, we also write to you about our work; the basis is your consent, and a gift never depends on it.",
        'Admin accounts: the e-mail address and sign-in records of the forum staff who run this site, to keep it secure.',
      ],
    },
    {
      heading: 'Who receives it',
      paragraphs: [],
      items: [
        'Paystack, which processes payments (your e-mail address, the amount and the reference).',
        'Our e-mail provider, which delivers the e-mails we send you.',
        'Our hosting and storage provider, which keeps the website, the database and the uploaded documents.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [],
      items: [
        `Documents of a rejected or withdrawn membership application: ${plural(decidedDocumentsDays, 'day')} after the decision, then deleted.`,
        `Unpaid or abandoned payments and drafts: ${plural(draftDays, 'day')}, then deleted.`,
        `Donors' identifying data (name and e-mail address): ${plural(donorDataYears, 'year')}, as tax and accounting rules require. The amounts, dates and references stay in the public ledger for good, with no name attached.`,
        "Members' records: for as long as the membership lasts.",
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask for a copy of the data we hold about you, ask us to correct it, ask us to erase it, object to its use, and withdraw your consent at any time, as easily as you gave it: our news and appeals, the e-mail saying we received your membership application and our e-mails about your leave and raise requests have an unsubscribe link, which asks you to confirm with one button (your mail program's own Unsubscribe button works too). Write to ${contactEmail} and we will answer within 30 days.`,
        `Your own page on this website (${OWN_PAGE_PATH}) does much of this at once, with no password: enter your e-mail address there and open the link we send. It shows your gifts, your member record and your requests, downloads everything we hold under your address as one file, and records your yes or no to news and appeals. To correct or erase your data, write to us.`,
        `Some records must stay: a gift's amount, date and reference remain in the ledger, and a member with a pending request is kept until it is decided. If we cannot erase something, we will tell you why.`,
        `If you are not satisfied with our answer, you may complain to the ${NDPC.name} (${NDPC.website}).`,
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Passport photographs and certificates are kept privately and shown only to signed-in forum staff; every time one of them opens a document, we record who and when. If a breach of personal data happens, we report it to the NDPC within 72 hours of finding it.',
      ],
    },
  ];
}
