import { PolicyPage } from '../components/policy-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function TermsOfUsePage() {
  return <PolicyPage content={useSiteContent('termsOfUse')} />;
}
