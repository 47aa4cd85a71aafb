import { TerminologySlug } from '@manara/contract';
import { ProgrammePage } from '../components/programme-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function ExecutiveCoachPage() {
  const content = useSiteContent('executiveCoach');
  return <ProgrammePage content={content} imageSlug={TerminologySlug.authImage} />;
}
