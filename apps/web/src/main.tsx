import './app/zod-jitless.ts';
import './app/render-after-events.ts';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBundledFonts } from './app/bundled-fonts.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { startVisit } from './app/router.tsx';
import { selectOrganizationFromAddress } from './features/auth/select-organization.ts';
import { currentLanguage, i18nReady } from './i18n/i18n.ts';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no element with id "app"');

const fontsReady = loadBundledFonts(currentLanguage());
// The global texts of the current language load meanwhile: the first render shows them, not keys.
await Promise.all([selectOrganizationFromAddress(), i18nReady]);

// The first visit starts at once: the shell's data and the page's (module, texts, data) are
// requested together while the fonts finish loading (issue 12).
const queryClient = createQueryClient();
startVisit(queryClient, window.location);
await fontsReady;

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient} />
  </StrictMode>,
);
