import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useCanOpen } from '../../../routing/can-open.ts';
import { ALL_COURSES_PATH, HOME_PATH } from '../../../routing/paths.ts';
import { BrandLockup } from '../../../ui/brand-lockup.tsx';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { truncateTitle } from '../../../ui/truncate.ts';
import { useOrganizationDashboard, useOrganizationName } from '../../organizations/organizations.queries.ts';
import { type PortalMode, portalNavigation } from '../portal-navigation.ts';
import { PortalAccountMenu } from './portal-account-menu.tsx';

export const PORTAL_HEADER_HEIGHT = 64;

type PortalHeaderProps = {
  mode: PortalMode;
  /** Small screens: opens the navigation drawer. */
  onOpenNavigation: (() => void) | undefined;
  isNavigationOpen: boolean;
  navigationId: string;
};

/** Where "back to the learning app" leads: all courses when the user may see them, else the landing page. */
function useLearningHome(): string {
  const canOpen = useCanOpen();
  return canOpen(ALL_COURSES_PATH) ? ALL_COURSES_PATH : HOME_PATH;
}

/**
 * The portal's header: the organization (linking to the mode's home) with the mode's name, the
 * way back to the learning app, the language switch (named in the language it switches to) and
 * the account menu.
 */
export function PortalHeader({ mode, onOpenNavigation, isNavigationOpen, navigationId }: PortalHeaderProps) {
  const { t } = useTranslation('portal');
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const { language, toggleLanguage } = useLanguage();
  const otherLanguage = language === 'ar' ? 'en' : 'ar';
  const name = useOrganizationName();
  const logoUrl = useOrganizationDashboard().data?.logo?.url ?? null;
  const learningHome = useLearningHome();
  const modeName = t(`portal.modes.${mode}`);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: PORTAL_HEADER_HEIGHT, px: { xs: 1.5, sm: 3 } }}>
        {onOpenNavigation ? (
          <IconButton
            edge="start"
            onClick={onOpenNavigation}
            aria-label={t('portal.openNavigation')}
            aria-expanded={isNavigationOpen}
            aria-controls={navigationId}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          component={RouterLink}
          to={portalNavigation[mode].root}
          underline="none"
          // Named by what it shows, the organization and the portal (WCAG 2.5.3, label in name).
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, borderRadius: 1 }}
        >
          <BrandLockup logoUrl={logoUrl} name={truncateTitle(name)} hideName={isSmall && logoUrl !== null} />
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'action.selected',
              color: 'text.primary',
              fontSize: '0.8125rem',
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            {modeName}
          </Box>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
          {isSmall ? null : (
            <Button
              component={RouterLink}
              to={learningHome}
              startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('portal.backToLearning')}
            </Button>
          )}
          {isSmall ? (
            <Tooltip title={t('language.toggle')}>
              <IconButton lang={otherLanguage} aria-label={t('language.toggle')} onClick={() => void toggleLanguage()}>
                <TranslateIcon />
              </IconButton>
            </Tooltip>
          ) : (
            <Button
              variant="outlined"
              startIcon={<TranslateIcon />}
              lang={otherLanguage}
              onClick={() => void toggleLanguage()}
              sx={{ flexShrink: 0 }}
            >
              {t('language.toggle')}
            </Button>
          )}
          <PortalAccountMenu learningHome={learningHome} showLearningLink={isSmall} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
