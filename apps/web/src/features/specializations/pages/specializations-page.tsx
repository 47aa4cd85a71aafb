import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseGrid, EmptyState } from '../../catalogue/components/course-grid.tsx';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { SpecializationCard } from '../components/specialization-card.tsx';
import { useSpecializations } from '../specializations.queries.ts';

const PAGE_SIZE = 12;

/** `/lms/specializations` (spec 1 §2): the organization's specializations as cards. */
export function SpecializationsPage() {
  const { t } = useTranslation('specializations');
  const courses = useTermInSentence('course', { plural: true });
  const [page, setPage] = useState(1);
  const list = useSpecializations({ skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('specializations.list.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('specializations.list.intro', { courses })}
      </Typography>
      <CourseGrid
        items={list.data?.data}
        total={list.data?.total ?? 0}
        isPending={list.isPending}
        error={list.error}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label={t('specializations.list.heading')}
        empty={<EmptyState title={t('specializations.list.empty')} />}
        renderCard={(specialization) => <SpecializationCard specialization={specialization} />}
      />
    </Container>
  );
}
