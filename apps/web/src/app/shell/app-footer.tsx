import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAllCoursesLink } from '../../features/catalogue/use-all-courses-link.ts';
import { useOrganizationDashboard, useOrganizationName } from '../../features/organizations/organizations.queries.ts';
import { NewsletterSignup } from '../../features/support/components/newsletter-signup.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

type FooterLinkKey =
  `footer.links.${'about' | 'contact' | 'support' | 'privacy' | 'terms' | 'refund' | 'ethics' | 'zoom' | 'lectures'}`;

type FooterColumn = {
  headingKey: 'footer.organization' | 'footer.policies';
  links: [string, FooterLinkKey][];
  /** Leads with the public catalogue, when the user may open it. */
  withCatalogue?: boolean;
};

const columns: FooterColumn[] = [
  {
    headingKey: 'footer.organization',
    withCatalogue: true,
    links: [
      ['/landing-page/about-us', 'footer.links.about'],
      ['/landing-page/contact-us', 'footer.links.contact'],
      ['/landing-page/technical-support', 'footer.links.support'],
      ['/no-lecture-links', 'footer.links.lectures'],
    ],
  },
  {
    headingKey: 'footer.policies',
    links: [
      ['/landing-page/privacy-policy', 'footer.links.privacy'],
      ['/landing-page/terms-of-use', 'footer.links.terms'],
      ['/landing-page/refund-policy', 'footer.links.refund'],
      ['/landing-page/education-ethics', 'footer.links.ethics'],
      ['/zoom-policy', 'footer.links.zoom'],
    ],
  },
];

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link component={RouterLink} to={to} color="text.secondary" underline="hover" variant="body2">
        {children}
      </Link>
    </li>
  );
}

/**
 * The footer: the organization (with the public catalogue when the user may open it), links to
 * the public pages and policies, the newsletter, the copyright.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const allCourses = useAllCoursesLink();
  const { language } = useLanguage();
  const { data } = useOrganizationDashboard();
  const name = useOrganizationName();
  const year = new Intl.NumberFormat(language, { useGrouping: false }).format(new Date().getFullYear());

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        {/* Twelve columns, as MUI's Grid would lay them out; a plain CSS grid keeps the Grid's code
            off every first page (issue 11). */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 4 }}>
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 4' } }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                {data?.icon ? <Box component="img" src={data.icon.url} alt="" sx={{ width: 32, height: 32 }} /> : null}
                <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
                  {name}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('footer.tagline', { organization: name })}
              </Typography>
            </Stack>
          </Box>
          {columns.map((column) => (
            <Box key={column.headingKey} sx={{ gridColumn: { xs: 'span 6', md: 'span 2' } }}>
              <Box component="nav" aria-label={t(column.headingKey)}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                  {t(column.headingKey)}
                </Typography>
                <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {column.withCatalogue && allCourses ? (
                    <FooterLink to={allCourses.to}>
                      {t('footer.links.allCourses', { courses: allCourses.coursesInText })}
                    </FooterLink>
                  ) : null}
                  {column.links.map(([to, key]) => (
                    <FooterLink key={to} to={to}>
                      {t(key)}
                    </FooterLink>
                  ))}
                </Stack>
              </Box>
            </Box>
          ))}
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 4' } }}>
            <NewsletterSignup />
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          {t('shell.copyright', { year, name })}{' '}
          {/* The organization's own message is written in one language; `dir="auto"` keeps it readable in
              either. Without one, the default is said in the reader's language (docs/decisions/shell.md). */}
          {data?.copyrightMessage ? (
            <Box component="span" dir="auto">
              {data.copyrightMessage}
            </Box>
          ) : (
            t('footer.allRightsReserved')
          )}
        </Typography>
      </Container>
    </Box>
  );
}
