import type { CatalogueFilterOptions } from '@manara/contract';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type CatalogueFilters, countActiveFilters } from '../catalogue-filters.ts';

// The filters are behind a toggle: their code (MUI's select menus and the fold) loads when they
// are first shown, not with the catalogue, and so does the count of those applied, shown only when
// there are some (issue 11, first page).
const CatalogueFilterPanel = lazy(async () => ({
  default: (await import('./catalogue-filter-panel.tsx')).CatalogueFilterPanel,
}));
const Badge = lazy(() => import('@mui/material/Badge'));

const SEARCH_DELAY_MS = 350;
const sorts = ['newest', 'popular', 'priceAsc', 'priceDesc', 'name'] as const;

export type FilterChange = Partial<Record<keyof CatalogueFilters, string | number | undefined>>;

/**
 * Search (applied as the user pauses typing), sort, and the filters behind a toggle so that
 * the list stays in view on a phone. The search box and the sort are composed of MUI's field
 * parts (what its TextField is made of) and the sort is the browser's own select: MUI's TextField
 * and Select bring its menus, popover and modal, which a guest's first look at the catalogue
 * does not need (issue 11, first page).
 */
export function CatalogueToolbar({
  filters,
  options,
  onChange,
}: {
  filters: CatalogueFilters;
  options: CatalogueFilterOptions | undefined;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation('catalogue');
  const panelId = useId();
  const searchId = useId();
  const sortId = useId();
  const [search, setSearch] = useState(filters.search);
  const active = countActiveFilters(filters);
  const [open, setOpen] = useState(active > 0);
  // Once shown, the panel stays mounted, so that it folds away instead of vanishing.
  const [panelMounted, setPanelMounted] = useState(open);
  if (open && !panelMounted) setPanelMounted(true);

  // The address is the truth when it changes from elsewhere (back/forward, filters cleared). The
  // echo of a search this box applied is not: the learner may have typed on while it rendered.
  const applied = useRef(filters.search);
  const apply = useCallback(
    (value: string) => {
      applied.current = value;
      onChange({ search: value });
    },
    [onChange],
  );
  useEffect(() => {
    if (filters.search === applied.current) return;
    applied.current = filters.search;
    setSearch(filters.search);
  }, [filters.search]);
  // A search still waiting when the learner has left (a course card clicked while the next page
  // loads, this one still shown) is dropped: it would land on that page's address.
  const { pathname } = useLocation();
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => {
      if (window.location.pathname === pathname) apply(search);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, apply, pathname]);

  const toggle = (
    <Button
      variant={open ? 'contained' : 'outlined'}
      startIcon={<FilterListIcon />}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((value) => !value)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('catalogue.filters.toggle')}
    </Button>
  );

  return (
    <Box sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ flex: 1 }}>
          <InputLabel htmlFor={searchId}>{t('catalogue.search.label')}</InputLabel>
          <OutlinedInput
            id={searchId}
            type="search"
            label={t('catalogue.search.label')}
            placeholder={t('catalogue.search.placeholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply(search);
            }}
            inputProps={{ maxLength: 200, dir: 'auto' }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            }
          />
        </FormControl>
        <Stack direction="row" spacing={1.5}>
          <FormControl size="small" sx={{ minWidth: 170, flex: { xs: 1, sm: 'none' } }}>
            <InputLabel htmlFor={sortId}>{t('catalogue.sort.label')}</InputLabel>
            <NativeSelect
              id={sortId}
              value={filters.sort}
              onChange={(event) => onChange({ sort: event.target.value })}
              input={<OutlinedInput label={t('catalogue.sort.label')} />}
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalogue.sort.${sort}`)}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {active > 0 ? (
            <Suspense fallback={toggle}>
              <Badge badgeContent={active} color="primary">
                {toggle}
              </Badge>
            </Suspense>
          ) : (
            toggle
          )}
        </Stack>
      </Stack>
      <div id={panelId}>
        {panelMounted ? (
          <Suspense fallback={null}>
            <CatalogueFilterPanel open={open} filters={filters} options={options} onChange={onChange} />
          </Suspense>
        ) : null}
      </div>
    </Box>
  );
}
