import type { ConfirmationCheckbox } from '@manara/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The course's statements to confirm before enrolling (spec 2 Course confirmation checkbox):
 * Enrol stays disabled until every one is ticked; the answers go to the server with the enrolment.
 */
export function ConfirmationDialog({
  open,
  checkboxes,
  isSubmitting,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  checkboxes: readonly ConfirmationCheckbox[];
  isSubmitting: boolean;
  onCancel: () => void;
  onConfirm: (answers: { checkboxId: number; answer: boolean }[]) => void;
}) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(
    () => new Set(checkboxes.filter((c) => c.answer === true).map((c) => c.id)),
  );
  const allTicked = checkboxes.every((c) => ticked.has(c.id));
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('catalogue.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('catalogue.confirm.intro')}</DialogContentText>
        <FormGroup>
          {checkboxes.map((checkbox) => (
            <FormControlLabel
              key={checkbox.id}
              sx={{ alignItems: 'flex-start', mb: 1 }}
              control={
                <Checkbox
                  checked={ticked.has(checkbox.id)}
                  sx={{ mt: -0.75 }}
                  onChange={(event) =>
                    setTicked((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(checkbox.id);
                      else next.delete(checkbox.id);
                      return next;
                    })
                  }
                />
              }
              label={<span dir="auto">{checkbox.text}</span>}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('catalogue.confirm.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!allTicked || isSubmitting}
          onClick={() => onConfirm(checkboxes.map((c) => ({ checkboxId: c.id, answer: ticked.has(c.id) })))}
        >
          {t('catalogue.confirm.enrol')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
