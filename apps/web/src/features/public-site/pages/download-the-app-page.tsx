import { TerminologySlug } from '@manara/contract';
import { useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { ContentSections } from '../components/content-sections.tsx';
import { HighlightCards } from '../components/highlight-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { useSiteContent } from '../use-site-content.ts';

/** How to keep the organization's platform on a phone's home screen, and what it gives there. */
export function DownloadTheAppPage() {
  const content = useSiteContent('downloadTheApp');
  const imageUrl = useTermMediaUrl(TerminologySlug.courseHeaderImage);
  return (
    <>
      <PageHero title={content.title} lead={content.lead} imageUrl={imageUrl} />
      <HighlightCards heading={content.featuresHeading} items={content.features} />
      <ContentSections sections={content.sections} />
    </>
  );
}
