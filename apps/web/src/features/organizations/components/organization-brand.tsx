import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLockup } from '../../../ui/brand-lockup.tsx';
import { useOrganizationDashboard, useOrganizationName } from '../organizations.queries.ts';

/** The organization's logo and name in the current language, linking home. */
export function OrganizationBrand() {
  const { t } = useTranslation();
  const { data } = useOrganizationDashboard();
  const name = useOrganizationName();
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label={t('shell.homeLink', { name })}
      sx={{ minWidth: 0, borderRadius: 1 }}
    >
      <BrandLockup logoUrl={data?.logo?.url ?? null} name={name} />
    </Link>
  );
}
