import { Button, buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';

/**
 * What a visitor sees when the page itself failed (a bug, or a new version deployed while the tab was
 * open): a plain explanation, a reload and a way home. Uses a plain link so it works outside the router.
 */
export function ErrorNotice() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-3 text-slate-700">
        This page could not be shown. Reloading usually fixes it; if not, please try again later.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <a href={paths.home.getHref()} className={buttonClassName({ variant: 'outline' })}>
          Go to the home page
        </a>
      </div>
    </section>
  );
}
