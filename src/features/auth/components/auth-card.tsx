import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo';

/** The card the sign-in and password pages share: logo, title, a line of text, then the form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-12" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
