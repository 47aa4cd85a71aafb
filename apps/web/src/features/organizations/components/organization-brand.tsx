import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLockup } from '../../../ui/brand-lockup.tsx';
import { truncateTitle } from '../../../ui/truncate.ts';
import { useOrganizationDashboard, useOrganizationName } from '../organizations.queries.ts';

/**
 * The organization's logo and name in the current language, linking home. The name is the
 * header title: cut at 25 characters (spec 1 §9); `compact` shows the logo alone when there is one.
 */
export function OrganizationBrand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data } = useOrganizationDashboard();
  const name = useOrganizationName();
  const logoUrl = data?.logo?.url ?? null;
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label={t('shell.homeLink', { name })}
      sx={{ minWidth: 0, borderRadius: 1, flexShrink: compact ? 0 : 1 }}
    >
      <BrandLockup logoUrl={logoUrl} name={truncateTitle(name)} hideName={compact && logoUrl !== null} />
    </Link>
  );
}
