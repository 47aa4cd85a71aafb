import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { DeferredTooltip } from '../../../ui/deferred-tooltip.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { usePinCourse } from '../catalogue.queries.ts';

/** Pins a course to the top of My Courses, or unpins it. */
export function PinButton({ courseId, name, isPinned }: { courseId: number; name: string; isPinned: boolean }) {
  const { t } = useTranslation('catalogue');
  const pin = usePinCourse();
  const label = isPinned ? t('catalogue.card.unpin', { name }) : t('catalogue.card.pin', { name });
  return (
    <DeferredTooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={isPinned}
        disabled={pin.isPending}
        color={isPinned ? 'primary' : 'default'}
        onClick={() =>
          pin.mutate({ courseId, isPinned: !isPinned }, { onError: (error) => toast.error(getErrorText(t, error)) })
        }
      >
        {isPinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
