import { PolicyPage } from '../components/policy-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function EducationEthicsPage() {
  return <PolicyPage content={useSiteContent('educationEthics')} />;
}
