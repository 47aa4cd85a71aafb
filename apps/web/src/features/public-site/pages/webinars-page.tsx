import { TerminologySlug } from '@manara/contract';
import { useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { ContentSections } from '../components/content-sections.tsx';
import { HighlightCards } from '../components/highlight-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { useBrowseCoursesAction, useSiteContent } from '../use-site-content.ts';

/** Webinars: what they cover, how to take part, and how to hear of the next one. */
export function WebinarsPage() {
  const content = useSiteContent('webinars');
  const imageUrl = useTermMediaUrl(TerminologySlug.eventHeaderImage);
  const browseCourses = useBrowseCoursesAction();
  return (
    <>
      <PageHero title={content.title} lead={content.lead} imageUrl={imageUrl} />
      <HighlightCards heading={content.topicsHeading} items={content.topics} />
      <ContentSections sections={content.sections} />
      <CallToAction {...content.cta} to="/landing-page/contact-us" secondary={browseCourses} />
    </>
  );
}
