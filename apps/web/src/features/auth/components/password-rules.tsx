import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The rules of a new password (spec 1 §5), each ticked as soon as the typed password meets it. */
const rules = [
  { key: 'password.minLength', test: (p: string) => p.length >= 8 },
  { key: 'password.uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'password.lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'password.digit', test: (p: string) => /\p{Nd}/u.test(p) },
  { key: 'password.special', test: (p: string) => /[^\p{L}\p{Nd}\s]/u.test(p) },
] as const;

export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <div id={id}>
      <Typography variant="body2" color="text.secondary">
        {t('password.rulesHeading')}
      </Typography>
      <List dense disablePadding>
        {rules.map((rule) => {
          const met = rule.test(password);
          return (
            <ListItem key={rule.key} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? (
                  <CheckCircle fontSize="small" color="success" titleAccess="✓" />
                ) : (
                  <RadioButtonUnchecked fontSize="small" color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={t(rule.key)}
                slotProps={{ primary: { variant: 'body2', color: met ? 'success.main' : 'text.secondary' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
