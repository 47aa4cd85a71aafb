import './app/zod-jitless.ts';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { selectOrganizationFromAddress } from './features/auth/select-organization.ts';
import { i18nReady } from './i18n/i18n.ts';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no element with id "app"');

// The global texts of the current language load meanwhile: the first render shows them, not keys.
await Promise.all([selectOrganizationFromAddress(), i18nReady]);

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
