import { TerminologySlug } from '@manara/contract';
import { useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { ContentSections } from '../components/content-sections.tsx';
import { HighlightCards } from '../components/highlight-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { useSiteContent } from '../use-site-content.ts';

/** Who the organization is: mission, vision, values and how it teaches. */
export function AboutUsPage() {
  const content = useSiteContent('aboutUs');
  const imageUrl = useTermMediaUrl(TerminologySlug.authImage);
  return (
    <>
      <PageHero title={content.title} lead={content.lead} imageUrl={imageUrl} />
      <ContentSections sections={content.sections} />
      <HighlightCards heading={content.valuesHeading} items={content.values} />
      <CallToAction {...content.cta} to="/landing-page/contact-us" />
    </>
  );
}
