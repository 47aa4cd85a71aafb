import { lazy, Suspense, useState } from 'react';
import { useCurrentToast } from './toast-store.ts';

// The snackbar's code loads with the first toast: most first pages show none (issue 11, first page).
const ToastSnackbar = lazy(async () => ({ default: (await import('./toast-snackbar.tsx')).ToastSnackbar }));

/** The toasts' place in the app: from the first toast on, the snackbar that shows them one after the other. */
export function Toaster() {
  const toast = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  if (toast !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar />
    </Suspense>
  );
}
