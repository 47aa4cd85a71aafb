import { getRegistrationForm } from '@manara/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import type { Session } from '../../features/auth/session.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { PROFILE_PATH } from '../../routing/paths.ts';
import { missingProfileFields } from './profile-completion.ts';

/**
 * The complete-profile dialog (spec 1 §2, §5): persistent (no close), lists what the profile
 * lacks and leads to the profile with `completeProfile=true`. Not on the profile page itself.
 */
export function CompleteProfileDialog({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const form = useQuery({
    queryKey: ['profile-completion', 'registration-form', currentOrganizationId(), language],
    queryFn: ({ signal }) => callApi(getRegistrationForm, { signal }),
    staleTime: 5 * 60_000,
  });
  if (!form.data || pathname === PROFILE_PATH || session.user.forceResetPassword) return null;
  const missing = missingProfileFields(session.user, form.data);
  if (missing.length === 0) return null;

  return (
    <Dialog open aria-labelledby="complete-profile-title" aria-describedby="complete-profile-text" disableEscapeKeyDown>
      <DialogTitle id="complete-profile-title">{t('profileCompletion.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="complete-profile-text">{t('profileCompletion.description')}</DialogContentText>
        <List dense aria-label={t('profileCompletion.missing')}>
          {missing.map((field) => (
            <ListItem key={field.key} sx={{ display: 'list-item', listStyle: 'disc', ml: 3, px: 0 }}>
              <ListItemText primary={field.label ?? t('profileCompletion.fields.city')} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to={`${PROFILE_PATH}?completeProfile=true`} variant="contained">
          {t('profileCompletion.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
