import { PolicyPage } from '../components/policy-page.tsx';
import { useSiteContent } from '../use-site-content.ts';

export function ZoomPolicyPage() {
  return <PolicyPage content={useSiteContent('zoomPolicy')} />;
}
