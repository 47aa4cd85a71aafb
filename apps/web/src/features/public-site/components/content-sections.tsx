import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A headed section; paragraphs and list items are keyed objects in the i18n files (`p1`, `i1`, …), in order. */
export type ContentSection = {
  heading: string;
  body: Readonly<Record<string, string>>;
  items?: Readonly<Record<string, string>>;
};

/** The body of a policy or information page: headed sections of paragraphs and lists. */
export function ContentSections({ sections }: { sections: Readonly<Record<string, ContentSection>> }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
      <Stack spacing={4}>
        {Object.values(sections).map((section) => (
          <Box component="section" key={section.heading}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {section.heading}
            </Typography>
            <Stack spacing={1.5}>
              {Object.values(section.body).map((paragraph) => (
                <Typography key={paragraph} color="text.secondary" sx={{ lineHeight: 1.8 }}>
                  {paragraph}
                </Typography>
              ))}
            </Stack>
            {section.items ? (
              <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, color: 'text.secondary', lineHeight: 1.8 }}>
                {Object.values(section.items).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
