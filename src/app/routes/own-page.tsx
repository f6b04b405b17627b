import { OWN_PAGE_PATH } from '@contract/constants';
import { OWN_PAGE_PATHS } from '@contract/own-page';
import { buttonClassName } from '@/components/ui/button/button';
import { Seo } from '@/lib/seo';
import { MembershipCard } from '@/features/member-card/components/membership-card';
import { OwnPage } from '@/features/own-page/components/own-page';

export default function OwnPageRoute() {
  return (
    <>
      <Seo
        title="Your page"
        description="Your gifts, statements, monthly giving and member requests, opened by a link sent to your e-mail."
        canonicalPath={OWN_PAGE_PATH}
        noIndex
      />
      <OwnPage
        renderMemberCard={(member) => <MembershipCard member={member} />}
        yourData={
          <>
            <p className="text-slate-700">
              Every record the forum holds under your e-mail address: gifts, applications, your member record,
              requests, consents and the e-mails sent to you, as one file.
            </p>
            <a href={OWN_PAGE_PATHS.myData} download className={buttonClassName({ className: 'mt-4' })}>
              Download my data
            </a>
          </>
        }
      />
    </>
  );
}
