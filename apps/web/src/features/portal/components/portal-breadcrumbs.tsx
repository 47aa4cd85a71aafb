import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { breadcrumbsOf, type Crumb } from '../portal-navigation.ts';

/** Where the page is in the portal: its mode's home, its area, the page (spec of issue 13, "breadcrumbs"). */
export function PortalBreadcrumbs() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const crumbs = breadcrumbsOf(pathname);
  // A mode's home is its own title: a trail of one step says nothing.
  if (crumbs.length < 2) return null;
  const labelOf = (crumb: Crumb) =>
    'area' in crumb.label ? t(`portal.areas.${crumb.label.area}`) : t(crumb.label.titleKey);
  return (
    <Breadcrumbs
      aria-label={t('portal.breadcrumbs')}
      separator={<DirectionalIcon icon={NavigateNextIcon} fontSize="small" />}
      sx={{ mb: 1.5, fontSize: '0.875rem' }}
    >
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1;
        if (crumb.to) {
          return (
            <Link key={crumb.key} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
              {labelOf(crumb)}
            </Link>
          );
        }
        return (
          <Typography
            key={crumb.key}
            component="span"
            color={isLast ? 'text.primary' : 'text.secondary'}
            aria-current={isLast ? 'page' : undefined}
            sx={{ fontSize: 'inherit', fontWeight: isLast ? 600 : 400 }}
          >
            {labelOf(crumb)}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
