import { CallToAction } from '../components/call-to-action.tsx';
import { PolicyPage } from '../components/policy-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

/** For learners who cannot find the link of a live lecture: where links appear and what to do. */
export function NoLectureLinksPage() {
  const content = useSiteContent('noLectureLinks');
  return (
    <>
      <PolicyPage content={content} />
      <CallToAction {...content.cta} to="/landing-page/technical-support" />
    </>
  );
}
