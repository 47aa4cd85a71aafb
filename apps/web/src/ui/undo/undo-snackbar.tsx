import { SNACKBAR_TIMEOUT_MS } from '@manara/contract';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../i18n/error-text.ts';
import { aboveBottomBar } from '../toast/bottom-bar.ts';
import { type CurrentUndoOffer, dismissUndo, useUndoOffer } from './undo-store.ts';

/**
 * How long an offer to undo shows: long enough to read it and reach the button (a toast's 3 s is
 * not); MUI's snackbar pauses while the pointer is over it or the focus in it, and on a hidden window.
 */
export const UNDO_OFFER_DURATION_MS = 8_000;

type Phase = { kind: 'offered' } | { kind: 'undoing' } | { kind: 'undone' } | { kind: 'failed'; error: unknown };

/** The offer to undo the last destructive action (`offerUndo`), at the bottom of the portal. */
export function UndoSnackbar() {
  const offer = useUndoOffer();
  // A new offer starts afresh: its own phase and its own timer.
  return offer ? <UndoOfferSnackbar key={offer.id} offer={offer} /> : null;
}

function UndoOfferSnackbar({ offer }: { offer: CurrentUndoOffer }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'offered' });
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => dismissUndo(offer.id);

  // The Undo button goes once the undo is done (or disabled while it runs): the focus it had
  // stays in the snackbar, on its close button, rather than falling to the page's start.
  useEffect(() => {
    if (phase.kind !== 'undone' && phase.kind !== 'failed') return;
    const active = document.activeElement;
    if (active === null || active === document.body || rootRef.current?.contains(active)) closeRef.current?.focus();
  }, [phase.kind]);

  const undo = async () => {
    setPhase({ kind: 'undoing' });
    try {
      await offer.undo();
      setPhase({ kind: 'undone' });
    } catch (error) {
      setPhase({ kind: 'failed', error });
    }
  };

  const undoButton = (
    <Button color="inherit" size="small" loading={phase.kind === 'undoing'} onClick={() => void undo()}>
      {phase.kind === 'failed' ? t('undo.retry') : t('undo.action')}
    </Button>
  );
  const closeButton = (
    <IconButton ref={closeRef} color="inherit" size="small" aria-label={t('toast.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  const duration = { offered: UNDO_OFFER_DURATION_MS, undoing: null, undone: SNACKBAR_TIMEOUT_MS, failed: null }[
    phase.kind
  ];

  return (
    <Snackbar
      open
      autoHideDuration={duration}
      onClose={(_, reason) => {
        // A click elsewhere is the page's; Escape is the snackbar's only while the focus is in it
        // (a dialog's Escape must not take the offer away); a running undo waits for its answer.
        if (reason === 'clickaway' || phase.kind === 'undoing') return;
        if (reason === 'escapeKeyDown' && !rootRef.current?.contains(document.activeElement)) return;
        close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: aboveBottomBar(8), sm: aboveBottomBar(24) }, '@media print': { display: 'none' } }}
    >
      <div ref={rootRef}>
        {phase.kind === 'failed' ? (
          // The inverse call's refusal, in place: the offer stays until it is closed or tried again.
          <Alert
            severity="error"
            variant="filled"
            role="alert"
            action={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {undoButton}
                {closeButton}
              </Stack>
            }
            sx={{ alignItems: 'center' }}
          >
            {t('undo.failed', { message: offer.message, error: getErrorText(t, phase.error) })}
          </Alert>
        ) : (
          <SnackbarContent
            role="status"
            aria-live="polite"
            message={phase.kind === 'undone' ? (offer.undoneMessage ?? t('undo.done')) : offer.message}
            action={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {phase.kind === 'undone' ? null : undoButton}
                {closeButton}
              </Stack>
            }
          />
        )}
      </div>
    </Snackbar>
  );
}
