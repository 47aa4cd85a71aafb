import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { getContrastRatio } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** WCAG AA for normal text, the bar the app's theme holds its colours to. */
const MIN_TEXT_CONTRAST = 4.5;
const HEX = /^#[0-9a-fA-F]{6}$/;

type ColorFieldProps = {
  label: string;
  help: string;
  /** The hex code's text field, registered with the form. */
  registration: UseFormRegisterReturn;
  value: string;
  /** A colour chosen with the browser's picker. */
  onPick: (color: string) => void;
  error: string | undefined;
};

/**
 * A brand colour: the browser's colour picker beside its hex code, and how readable text in it
 * is on white (the learner app's links and titles use the primary colour on white).
 */
export function ColorField({ label, help, registration, value, onPick, error }: ColorFieldProps) {
  const { t } = useTranslation('organizations');
  const contrastId = useId();
  const isValid = HEX.test(value);
  const ratio = isValid ? getContrastRatio(value, '#ffffff') : null;
  const readable = ratio !== null && ratio >= MIN_TEXT_CONTRAST;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        value={isValid ? value.toLowerCase() : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onPick(event.target.value)}
        aria-label={t('organizations.branding.picker', { color: label })}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          {...registration}
          label={t('organizations.branding.hex', { color: label })}
          error={Boolean(error)}
          helperText={error ?? help}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, 'aria-describedby': contrastId } }}
          sx={{ maxWidth: 280 }}
          fullWidth
        />
        {ratio !== null ? (
          <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
            {readable ? null : <WarningAmberIcon color="warning" fontSize="small" sx={{ mt: 0.25 }} />}
            <Typography id={contrastId} variant="body2" color={readable ? 'text.secondary' : 'text.primary'}>
              {t(readable ? 'organizations.branding.contrastOk' : 'organizations.branding.contrastLow', {
                ratio: ratio.toFixed(1),
              })}
            </Typography>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
