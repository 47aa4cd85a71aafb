import type { CourseReview } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useSaveCourseReview } from '../reviews.queries.ts';

const MAX_COMMENT = 2000;

/**
 * The learner's review of a course: stars (required) and a comment. With an existing review it
 * edits it, and offers to delete it (after a confirmation). A hidden review says so.
 */
export function ReviewForm({ courseId, review }: { courseId: number; review: CourseReview | null }) {
  const { t } = useTranslation('reviews');
  const ratingLabelId = useId();
  const { create, update, remove } = useSaveCourseReview(courseId);
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [showRatingError, setShowRatingError] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error ?? remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setShowRatingError(true);
      return;
    }
    const body = { rating, comment: comment.trim() };
    if (review) void saved(update.mutateAsync({ reviewId: review.id, body }), t('reviews.form.updated'));
    else void saved(create.mutateAsync(body), t('reviews.form.created'));
  };

  const deleteReview = async () => {
    if (!review) return;
    if (await saved(remove.mutateAsync(review.id), t('reviews.form.deleted'))) {
      setConfirmDelete(false);
      setRating(null);
      setComment('');
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('reviews.form.label')}>
      {review?.status === 'HIDDEN' ? <Alert severity="warning">{t('reviews.form.hidden')}</Alert> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {getErrorText(t, error)}
        </Alert>
      ) : null}
      <Box>
        <Typography id={ratingLabelId} component="span" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          {t('reviews.form.rating')}
        </Typography>
        <Rating
          name={`course-${courseId}-rating`}
          value={rating}
          size="large"
          onChange={(_, value) => {
            setRating(value);
            setShowRatingError(false);
          }}
          getLabelText={(value) => t('reviews.stars', { value })}
          aria-labelledby={ratingLabelId}
        />
        {showRatingError ? <FormHelperText error>{t('reviews.form.ratingRequired')}</FormHelperText> : null}
      </Box>
      <TextField
        label={t('reviews.form.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT, dir: 'auto' } }}
        helperText={t('reviews.form.commentHelp', { remaining: MAX_COMMENT - comment.length })}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {review ? (
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={remove.isPending}>
            {t('reviews.form.delete')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={saving}>
          {review ? t('reviews.form.update') : t('reviews.form.submit')}
        </Button>
      </Stack>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby={`${ratingLabelId}-delete`}>
        <DialogTitle id={`${ratingLabelId}-delete`}>{t('reviews.form.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('reviews.form.deleteBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{t('reviews.form.cancel')}</Button>
          <Button color="error" variant="contained" onClick={deleteReview} loading={remove.isPending}>
            {t('reviews.form.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/**
 * Toasts `message` once the save succeeds. Awaited rather than passed to `mutate`: a saved review
 * re-keys the form (new to existing and back), and `mutate`'s own callbacks die with the old form.
 * A failure is shown by the form itself from the mutation's error.
 */
async function saved(save: Promise<unknown>, message: string): Promise<boolean> {
  try {
    await save;
    toast.success(message);
    return true;
  } catch {
    return false;
  }
}
