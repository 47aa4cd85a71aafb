import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { CourseCardSkeleton } from './course-card.tsx';

const columns = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

/**
 * A page of course cards: skeletons while the first page loads, the error, an empty state, or
 * the cards with a pager. The list is a list for assistive technology (`ul` of `li`).
 */
export function CourseGrid<T extends { id: number }>({
  items,
  total,
  isPending,
  error,
  page,
  pageSize,
  onPageChange,
  renderCard,
  empty,
  label,
  skeletons = 8,
}: {
  items: readonly T[] | undefined;
  total: number;
  isPending: boolean;
  error: unknown;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  renderCard: (item: T) => ReactNode;
  empty: ReactNode;
  label: string;
  skeletons?: number;
}) {
  const { t } = useTranslation('catalogue');
  if (error) return <Alert severity="error">{getErrorText(t, error)}</Alert>;
  if (isPending) {
    return (
      <Grid container spacing={2.5} aria-busy="true" aria-label={t('catalogue.loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Grid key={i} size={columns}>
            <CourseCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        {empty}
      </Paper>
    );
  }
  const pages = Math.ceil(total / pageSize);
  return (
    <>
      <Grid container spacing={2.5} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Grid key={item.id} size={columns} component="li">
            {renderCard(item)}
          </Grid>
        ))}
      </Grid>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => onPageChange(next)}
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) => {
            if (type === 'page') return t('catalogue.pager.page', { page: item });
            if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') {
              return t(`catalogue.pager.${type}`);
            }
            return '';
          }}
        />
      ) : null}
    </>
  );
}

/** The words of an empty list: a heading-sized line and what to do next. */
export function EmptyState({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <>
      <Typography sx={{ mb: action ? 2 : 0, fontWeight: 600 }}>{title}</Typography>
      {action}
    </>
  );
}
