import { toast } from 'sonner';
import { AppActionButton } from '@/components/ui/button/app-action-button';
import { buttonClassName } from '@/components/ui/button/button';
import { MapPinIcon } from '@/components/ui/icons/icons';
import { OFFICE_CARD } from '@/content/who-we-are';
import { organisation } from '@/content/organisation';

const { latitude, longitude, fullAddress, hours } = organisation.office;

const OFFICE_MAP_EMBED_URL = `https://maps.google.com/maps?q=${latitude},${longitude}&z=16&output=embed`;
export const OFFICE_DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/**
 * The office: address, hours, a toggle between the written directions and the embedded map, a directions link
 * in a new tab, and copy-address with a toast (a tap on it before the app arrives is kept and acted on). The
 * toggle is a `<details>` (the browser's, before and without the app): its button reads 'Show Location' and,
 * once open, 'Show Directions' (CSS), and the directions hide while the map shows. The map is a lazy frame,
 * loaded only once shown, so the page stays light.
 */
export function OfficeCard() {
  const copyAddress = async () => {
    const copied = await navigator.clipboard.writeText(fullAddress).then(
      () => true,
      () => false,
    );
    if (copied) toast.success(OFFICE_CARD.copiedMessage);
    else toast.error(OFFICE_CARD.copyFailedMessage);
  };

  return (
    <section
      aria-labelledby="office-heading"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="office-heading" className="flex items-center gap-2 text-2xl font-bold text-brand-900">
        <MapPinIcon className="size-6 text-brand-600" />
        {OFFICE_CARD.heading}
      </h2>
      <address className="mt-4 text-lg leading-relaxed text-slate-800 not-italic">
        {organisation.office.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="mt-2 text-slate-600">{hours}</p>

      <div className="group/office-view mt-6">
        <details className="group/map">
          <summary className={buttonClassName({ className: 'list-none [&::-webkit-details-marker]:hidden' })}>
            <span className="group-open/map:hidden">{OFFICE_CARD.showLocationLabel}</span>
            <span className="hidden group-open/map:inline">{OFFICE_CARD.showDirectionsLabel}</span>
          </summary>
          <iframe
            title={OFFICE_CARD.mapTitle}
            src={OFFICE_MAP_EMBED_URL}
            width={600}
            height={320}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="mt-6 h-80 w-full rounded-2xl border-0 bg-brand-50"
          />
        </details>
        <ol className="mt-6 list-decimal space-y-2 pl-5 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700 group-has-[details[open]]/office-view:hidden">
          {OFFICE_CARD.directionsSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <AppActionButton variant="outline" onAction={() => void copyAddress()}>
          {OFFICE_CARD.copyAddressLabel}
        </AppActionButton>
        <a
          href={OFFICE_DIRECTIONS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {OFFICE_CARD.directionsLinkLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
