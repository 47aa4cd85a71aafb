import { PolicyPage } from '../components/policy-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function PrivacyPolicyPage() {
  return <PolicyPage content={useSiteContent('privacyPolicy')} />;
}
