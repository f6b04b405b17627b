import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button/button';
import { NOT_FOUND_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export default function NotFoundRoute() {
  return (
    <>
      <Seo title={NOT_FOUND_MESSAGES.heading} description={NOT_FOUND_MESSAGES.text} />
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900">{NOT_FOUND_MESSAGES.heading}</h1>
        <p className="mt-3 text-slate-700">{NOT_FOUND_MESSAGES.text}</p>
        <Link to={paths.home.getHref()} className={buttonClassName({ className: 'mt-8' })}>
          {NOT_FOUND_MESSAGES.homeLink}
        </Link>
      </section>
    </>
  );
}
