import type { CatalogueFilterOptions, CourseCategory } from '@manara/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { type CatalogueFilters, countActiveFilters, FILTER_KEYS } from '../catalogue-filters.ts';
import { currencySymbol, formatNumber, minorUnitsPerUnit } from '../course-format.ts';
import type { FilterChange } from './catalogue-toolbar.tsx';

/** Categories in tree order, each child after its parent, with its depth. */
function orderCategories(categories: (CourseCategory & { count: number })[]) {
  const ordered: { category: CourseCategory & { count: number }; depth: number }[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const category of categories.filter((c) => c.parentId === parentId)) {
      ordered.push({ category, depth });
      visit(category.id, depth + 1);
    }
  };
  const ids = new Set(categories.map((c) => c.id));
  // Roots: no parent, or a parent the list does not hold.
  for (const root of categories.filter((c) => c.parentId === null || !ids.has(c.parentId))) {
    ordered.push({ category: root, depth: 0 });
    visit(root.id, 1);
  }
  return ordered;
}

const ANY = '';

/** The filter controls, folding in and out with `open`: only values some listed course has are offered. */
export function CatalogueFilterPanel({
  open,
  filters,
  options,
  onChange,
}: {
  open: boolean;
  filters: CatalogueFilters;
  options: CatalogueFilterOptions | undefined;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const currency = options?.priceRange?.currencyCode ?? 'SAR';
  const perUnit = minorUnitsPerUnit(currency);
  const select = (
    key: 'language' | 'level' | 'deliveryMode' | 'learningType',
    values: { value: string; count: number }[] | undefined,
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={t(`catalogue.filters.${key}`)}
        value={filters[key] ?? ANY}
        onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      >
        <MenuItem value={ANY}>{t('catalogue.filters.any')}</MenuItem>
        {(values ?? []).map(({ value, count }) => (
          <MenuItem key={value} value={value}>
            {t(`catalogue.values.${key}.${value}` as 'catalogue.values.level.BEGINNER')} (
            {formatNumber(count, language)})
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  // Full width on a phone: at half width the label ("Highest price") ran into the currency.
  const priceField = (key: 'priceMin' | 'priceMax') => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        fullWidth
        size="small"
        type="number"
        label={t(`catalogue.filters.${key}`)}
        value={filters[key] === undefined ? '' : filters[key] / perUnit}
        onChange={(event) => {
          const value =
            event.target.value === '' ? undefined : Math.max(0, Math.round(Number(event.target.value) * perUnit));
          onChange({ [key]: Number.isFinite(value) ? value : undefined });
        }}
        slotProps={{
          htmlInput: { min: 0, inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">{currencySymbol(currency, language)}</InputAdornment> },
        }}
      />
    </Grid>
  );

  return (
    <Collapse in={open} appear>
      <Paper variant="outlined" sx={{ p: 2, mt: 2, borderRadius: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('catalogue.filters.category')}
              value={filters.categoryId ?? ANY}
              onChange={(event) => onChange({ categoryId: event.target.value || undefined })}
            >
              <MenuItem value={ANY}>{t('catalogue.filters.any')}</MenuItem>
              {orderCategories(options?.categories ?? []).map(({ category, depth }) => (
                <MenuItem key={category.id} value={category.id} sx={{ ps: 2 + depth * 2 }}>
                  {category.name} ({formatNumber(category.count, language)})
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {select('language', options?.languages)}
          {select('level', options?.levels)}
          {select('deliveryMode', options?.deliveryModes)}
          {select('learningType', options?.learningTypes)}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('catalogue.filters.price')}
              value={filters.price ?? ANY}
              onChange={(event) => onChange({ price: event.target.value || undefined })}
            >
              <MenuItem value={ANY}>{t('catalogue.filters.any')}</MenuItem>
              <MenuItem value="free">{t('catalogue.filters.free')}</MenuItem>
              <MenuItem value="paid">{t('catalogue.filters.paid')}</MenuItem>
            </TextField>
          </Grid>
          {priceField('priceMin')}
          {priceField('priceMax')}
        </Grid>
        {countActiveFilters(filters) > 0 ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {FILTER_KEYS.filter((key) => filters[key] !== undefined).map((key) => (
              <Chip
                key={key}
                label={t(`catalogue.filters.${key === 'categoryId' ? 'category' : key}`)}
                onDelete={() => onChange({ [key]: undefined })}
                aria-label={t('catalogue.filters.remove', {
                  name: t(`catalogue.filters.${key === 'categoryId' ? 'category' : key}`),
                })}
                size="small"
              />
            ))}
            <Button
              size="small"
              onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
            >
              {t('catalogue.filters.clear')}
            </Button>
          </Stack>
        ) : null}
      </Paper>
    </Collapse>
  );
}
