import { TerminologySlug } from '@manara/contract';
import { ProgrammePage } from '../components/programme-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function ProfessionalLeadershipPage() {
  const content = useSiteContent('professionalLeadership');
  return <ProgrammePage content={content} imageSlug={TerminologySlug.externalCourseHeaderImage} />;
}
