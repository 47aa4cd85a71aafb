import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import type { LmsTab } from '../pages/lms-page.tsx';

/** The tabs of `/lms` (lms-page.tsx), each a link to its address. */
export function LmsTabs({
  tab,
  tabs,
  label,
}: {
  tab: LmsTab;
  tabs: ReadonlyArray<{ value: LmsTab; label: string; to: string }>;
  label: string;
}) {
  return (
    <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={label}>
      {tabs.map((entry) => (
        <Tab key={entry.value} value={entry.value} label={entry.label} component={RouterLink} to={entry.to} />
      ))}
    </Tabs>
  );
}
