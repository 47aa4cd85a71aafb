import type { CatalogueFilterOptions } from '@manara/contract';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type CatalogueFilters, countActiveFilters } from '../catalogue-filters.ts';
import { CatalogueFilterPanel } from './catalogue-filter-panel.tsx';

const SEARCH_DELAY_MS = 350;
const sorts = ['newest', 'popular', 'priceAsc', 'priceDesc', 'name'] as const;

export type FilterChange = Partial<Record<keyof CatalogueFilters, string | number | undefined>>;

/**
 * Search (applied as the user pauses typing), sort, and the filters behind a toggle so that
 * the list stays in view on a phone.
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
  const [search, setSearch] = useState(filters.search);
  const active = countActiveFilters(filters);
  const [open, setOpen] = useState(active > 0);

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

  return (
    <Box sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          label={t('catalogue.search.label')}
          placeholder={t('catalogue.search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(search);
          }}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{
            htmlInput: { maxLength: 200, dir: 'auto' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            size="small"
            label={t('catalogue.sort.label')}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value })}
            sx={{ minWidth: 170, flex: { xs: 1, sm: 'none' } }}
          >
            {sorts.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`catalogue.sort.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          <Badge badgeContent={active} color="primary" invisible={active === 0}>
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
          </Badge>
        </Stack>
      </Stack>
      <Collapse in={open} id={panelId}>
        <CatalogueFilterPanel filters={filters} options={options} onChange={onChange} />
      </Collapse>
    </Box>
  );
}
