import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

/** Page buttons of a list with names in the user's language; nothing when one page holds it all. */
export function ListPagination({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('learning');
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(_, value) => onChange(value)}
      sx={{ alignSelf: 'center' }}
      getItemAriaLabel={(type, item) => {
        if (type === 'page') return t('learning.pagination.page', { page: item ?? 0 });
        if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') {
          return t(`learning.pagination.${type}`);
        }
        return '';
      }}
    />
  );
}
