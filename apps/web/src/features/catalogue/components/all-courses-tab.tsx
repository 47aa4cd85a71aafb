import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../auth/session.ts';
import { useCatalogue, useCatalogueFilterOptions } from '../catalogue.queries.ts';
import {
  CATALOGUE_PAGE_SIZE,
  countActiveFilters,
  readCatalogueFilters,
  toCatalogueRequest,
  writeCatalogueFilters,
} from '../catalogue-filters.ts';
import { useCourseTerms } from '../use-course-terms.ts';
import { CatalogueToolbar, type FilterChange } from './catalogue-toolbar.tsx';
import { CourseCard } from './course-card.tsx';
import { CourseGrid, EmptyState } from './course-grid.tsx';
import { WishlistButton } from './wishlist-button.tsx';

/** The All Courses tab: the catalogue with search, filters, sort and pages, all kept in the address. */
export function AllCoursesTab() {
  const { t } = useTranslation('catalogue');
  const session = useSession();
  const { courses, coursesInText } = useCourseTerms();
  const [params, setParams] = useSearchParams();
  const filters = readCatalogueFilters(params);
  const catalogue = useCatalogue(toCatalogueRequest(filters));
  const options = useCatalogueFilterOptions();
  const onChange = useCallback(
    (change: FilterChange) => setParams((current) => writeCatalogueFilters(current, change)),
    [setParams],
  );
  const isFiltered = filters.search !== '' || countActiveFilters(filters) > 0;

  return (
    <>
      <CatalogueToolbar filters={filters} options={options.data} onChange={onChange} />
      <CourseGrid
        items={catalogue.data?.data}
        total={catalogue.data?.total ?? 0}
        isPending={catalogue.isPending}
        error={catalogue.error}
        page={filters.page}
        pageSize={CATALOGUE_PAGE_SIZE}
        onPageChange={(page) => {
          onChange({ page });
          globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });
        }}
        label={t('catalogue.tabs.all', { courses })}
        renderCard={(course) => (
          <CourseCard
            course={course}
            headingLevel="h2"
            actions={session ? <WishlistButton course={course} /> : undefined}
          />
        )}
        empty={
          isFiltered ? (
            <EmptyState
              title={t('catalogue.empty.noMatch', { courses: coursesInText })}
              action={
                <Button onClick={() => setParams(new URLSearchParams())}>{t('catalogue.filters.clearAll')}</Button>
              }
            />
          ) : (
            <EmptyState title={t('catalogue.empty.catalogue', { courses: coursesInText })} />
          )
        }
      />
    </>
  );
}
