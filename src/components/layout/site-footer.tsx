import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/layout/logo';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XSocialIcon,
} from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { FOOTER_QUICK_LINKS } from '@/content/navigation';
import { useApiKind } from '@/lib/api-capabilities';
import { organisation, type SocialLink } from '@/content/organisation';

const SOCIAL_ICONS: Record<SocialLink['network'], ComponentType<{ className?: string }>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  X: XSocialIcon,
};

const COPYRIGHT_YEAR = new Date().getFullYear();

const footerLinkClassName = 'rounded text-brand-100 transition-colors hover:text-white hover:underline';

/** The footer of every public page: who we are, quick links, how to reach us and where to follow us. */
export function SiteFooter() {
  const { contact, office, impact, socials } = organisation;
  // Until the probe answers, the links are those of our server (the served page has them too).
  const isPhpApi = useApiKind() === 'php';

  return (
    <footer data-surface="dark" className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about-heading">
          <h2 id="footer-about-heading" className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark />
            {organisation.name}
          </h2>
          <p className="mt-4 text-sm leading-relaxed">{organisation.tagline}</p>
          <ul className="mt-5 flex flex-col gap-1.5 text-sm" aria-label="Our impact">
            {impact.map((claim) => (
              <li key={claim.label}>
                <span className="font-bold text-accent-400">{claim.figure}</span> {claim.label.toLowerCase()}
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-base font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-4 flex flex-col gap-2.5 text-sm">
            {FOOTER_QUICK_LINKS.filter((link) => !(isPhpApi && link.isOursOnly)).map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={footerLinkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="text-base font-semibold text-white">
            Contact Us
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${contact.email}`} className={footerLinkClassName}>
                {contact.email}
              </a>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={contact.phoneHref} className={footerLinkClassName}>
                {contact.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <address className="not-italic">
                {office.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="mt-1 block text-brand-200">{office.hours}</span>
              </address>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-social-heading">
          <h2 id="footer-social-heading" className="text-base font-semibold text-white">
            Follow Us
          </h2>
          <p className="mt-4 text-sm leading-relaxed">
            See our programs in the field and the people they reach.
          </p>
          <ul className="mt-4 flex gap-3">
            {socials.map((social) => {
              const Icon = SOCIAL_ICONS[social.network];
              return (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${organisation.shortName} on ${social.network} (opens in a new tab)`}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-white transition-colors hover:bg-accent-400 hover:text-brand-900"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <div className="border-t border-brand-800">
        {/* Prerendered pages carry the year of their build; a new year must not fail hydration. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-brand-200 sm:px-6 lg:px-8"
        >
          © {COPYRIGHT_YEAR} {organisation.name}. All rights reserved.{' '}
          {/* Underlined: in a line of text a link must not be told apart by its colour alone. */}
          <Link to={paths.privacy.getHref()} className="rounded text-brand-100 underline hover:text-white">
            Privacy notice
          </Link>
        </p>
      </div>
    </footer>
  );
}
