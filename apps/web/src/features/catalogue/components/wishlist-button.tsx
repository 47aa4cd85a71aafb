import type { CourseCard } from '@manara/contract';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useCanOpen } from '../../../routing/can-open.ts';
import { DeferredTooltip } from '../../../ui/deferred-tooltip.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useToggleWishlist } from '../catalogue.queries.ts';
import { coursePaths } from '../course-paths.ts';

/**
 * The favourite toggle of a course, shown only to those who may keep favourites (signed in,
 * with course access: whoever may open the favourite courses page). Nobody else meets a heart
 * that answers "not allowed".
 */
export function WishlistButton({ course }: { course: Pick<CourseCard, 'id' | 'name' | 'isWishlisted'> }) {
  const { t } = useTranslation('catalogue');
  const toggle = useToggleWishlist();
  const canKeepFavorites = useCanOpen()(coursePaths.favorites);
  if (!canKeepFavorites) return null;
  const label = course.isWishlisted
    ? t('catalogue.card.removeFavorite', { name: course.name })
    : t('catalogue.card.addFavorite', { name: course.name });
  return (
    <DeferredTooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={course.isWishlisted}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(course, { onError: (error) => toast.error(getErrorText(t, error)) })}
        color={course.isWishlisted ? 'error' : 'default'}
      >
        {course.isWishlisted ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
