import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isActiveItem, type NavItem } from './navigation/nav-items.ts';

/** Spec 1 §2 Header items for signed-in users, already filtered by permission and page. */
export function HeaderNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <Stack component="nav" aria-label={t('shell.headerNav')} direction="row" spacing={0.5} sx={{ minWidth: 0 }}>
      {items.map((entry) => {
        const active = isActiveItem(entry, pathname);
        return (
          <Button
            key={entry.id}
            component={RouterLink}
            to={entry.to ?? '/'}
            color={active ? 'primary' : 'inherit'}
            aria-current={active ? 'page' : undefined}
            sx={{ fontWeight: active ? 700 : 500, whiteSpace: 'nowrap' }}
          >
            {t(entry.labelKey)}
          </Button>
        );
      })}
    </Stack>
  );
}
