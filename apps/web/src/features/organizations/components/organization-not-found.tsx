import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../ui/message-page.tsx';

/** Shown instead of the app when no organization answers to this address (organizations-001). */
export function OrganizationNotFound() {
  const { t } = useTranslation();
  return (
    <main>
      <MessagePage title={t('organization.notFound.heading')} description={t('organization.notFound.description')} />
    </main>
  );
}
