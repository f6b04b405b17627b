import { PRIVACY_NOTICE_VERSION, RETENTION_DEFAULTS, type PrivacyNoticeSettings } from '@contract/privacy';
import { LoadingDots } from '@/components/ui/loading-dots/loading-dots';
import {
  PRIVACY_NOTICE_TITLE,
  PRIVACY_NOTICE_VERSION_LABEL,
  privacyNoticeSections,
} from '@/content/privacy-notice';
import { usePrivacyNoticeSettings } from '@/features/privacy/api/get-privacy-notice';
import { useApiKind } from '@/lib/api-capabilities';

/** The forum's PHP API keeps no settings: the notice then states the default periods. */
const DEFAULT_SETTINGS: PrivacyNoticeSettings = {
  version: PRIVACY_NOTICE_VERSION,
  controllerName: null,
  contactEmail: null,
  retention: { ...RETENTION_DEFAULTS },
};

/** /privacy: the privacy notice, server-rendered with the settings in force (readable without JavaScript). */
export function PrivacyPage() {
  const apiKind = useApiKind();
  const { data, isPending, isError } = usePrivacyNoticeSettings({ enabled: apiKind === 'ours' });
  const settings = apiKind === 'php' || isError ? DEFAULT_SETTINGS : data;
  return (
    <article
      className="mx-auto min-h-[calc(100svh-4rem)] max-w-3xl px-4 py-14 sm:px-6 lg:px-8"
      aria-labelledby="privacy-heading"
    >
      <h1 id="privacy-heading" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {PRIVACY_NOTICE_TITLE}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{PRIVACY_NOTICE_VERSION_LABEL}</p>
      {settings ? (
        privacyNoticeSections(settings).map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold text-brand-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))
      ) : isPending ? (
        <LoadingDots label="Loading the privacy notice" className="py-16" />
      ) : null}
    </article>
  );
}
