import { TerminologySlug } from '@manara/contract';
import { ProgrammePage } from '../components/programme-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function LeadershipDevelopmentPage() {
  const content = useSiteContent('leadershipDevelopment');
  return <ProgrammePage content={content} imageSlug={TerminologySlug.courseHeaderImage} />;
}
