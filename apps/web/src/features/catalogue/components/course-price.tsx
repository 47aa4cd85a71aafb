import type { CourseCard } from '@manara/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatPrice } from '../course-format.ts';

/** "Free", or the price with the old price struck through when discounted. */
export function CoursePrice({
  course,
  size = 'small',
}: {
  course: Pick<CourseCard, 'price' | 'oldPrice' | 'isDiscounted' | 'currencyCode' | 'isFree'>;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const variant = size === 'large' ? 'h5' : 'subtitle1';
  if (course.isFree) {
    return (
      <Typography variant={variant} component="span" color="success.main" sx={{ fontWeight: 700 }}>
        {t('catalogue.card.free')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant={variant} component="span" sx={{ fontWeight: 700 }}>
        {formatPrice(course.price, course.currencyCode, language)}
      </Typography>
      {course.isDiscounted && course.oldPrice !== null ? (
        <Typography
          component="del"
          variant="body2"
          color="text.secondary"
          aria-label={t('catalogue.card.oldPrice', {
            price: formatPrice(course.oldPrice, course.currencyCode, language),
          })}
        >
          {formatPrice(course.oldPrice, course.currencyCode, language)}
        </Typography>
      ) : null}
    </Stack>
  );
}
