import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { CourseCardSkeleton } from './course-card.tsx';

/**
 * One, two, three or four cards a row, by the screen's width: a CSS grid (MUI's Grid would add its
 * code to the catalogue's first load, issue 11).
 */
const gridSx = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

// Shown only when the list could not be read: its code loads then.
const Alert = lazy(() => import('@mui/material/Alert'));

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
  if (error) {
    return (
      <Suspense fallback={null}>
        <Alert severity="error">{getErrorText(t, error)}</Alert>
      </Suspense>
    );
  }
  if (isPending) {
    return (
      <Box sx={gridSx} aria-busy="true" aria-label={t('catalogue.loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <CourseCardSkeleton key={i} />
        ))}
      </Box>
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
      <Box component="ul" aria-label={label} sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box key={item.id} component="li" sx={{ minWidth: 0 }}>
            {renderCard(item)}
          </Box>
        ))}
      </Box>
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
