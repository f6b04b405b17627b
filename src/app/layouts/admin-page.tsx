import type { ReactNode } from 'react';
import { Seo, type SeoProps } from '@/lib/seo';

type AdminPageProps = Pick<SeoProps, 'title' | 'description'> & { children: ReactNode };

/** An admin screen under its heading: the heading is also the page's title. */
export function AdminPage({ title, description, children }: AdminPageProps) {
  return (
    <>
      <Seo title={title} description={description} />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </>
  );
}
