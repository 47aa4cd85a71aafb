import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { MessagePage } from '../../../ui/message-page.tsx';

/** Shown instead of the app when the organization could not be loaded for another reason. */
export function OrganizationLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main>
      <MessagePage
        title={t('organization.loadFailed.heading')}
        description={getErrorText(t, error)}
        action={
          <Button variant="contained" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </main>
  );
}
