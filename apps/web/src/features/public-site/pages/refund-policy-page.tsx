import { PolicyPage } from '../components/policy-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function RefundPolicyPage() {
  return <PolicyPage content={useSiteContent('refundPolicy')} />;
}
