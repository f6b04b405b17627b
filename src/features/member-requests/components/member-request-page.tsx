import { MemberRequestForm } from '@/features/member-requests/components/member-request-form';

/** The member request page: who it is for, then the form. */
export function MemberRequestPage() {
  return (
    <section
      className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6 sm:py-24"
      aria-labelledby="member-request-heading"
    >
      <h1
        id="member-request-heading"
        className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
      >
        Member Request
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        Members apply here for leave or for a raise. Give your name and your ULID exactly as the forum issued
        it, choose the type of application and tell us briefly why. An admin reviews every request and you
        will get an e-mail with the decision.
      </p>
      <p className="mt-2 text-sm text-slate-600">Fields marked * are required.</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <MemberRequestForm />
      </div>
    </section>
  );
}
