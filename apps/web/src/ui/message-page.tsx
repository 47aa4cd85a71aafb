import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type MessagePageProps = {
  /** A large decorative mark above the title, e.g. "404". */
  badge?: ReactNode;
  /** A decorative icon above the title (with or without a badge). */
  icon?: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
};

/** A centred message with a title, a sentence and an optional action (error and empty pages). */
export function MessagePage({ badge, icon, title, description, action }: MessagePageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, flex: 1, display: 'flex', alignItems: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', width: '100%' }}>
        {icon ? (
          <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1, color: 'primary.main', opacity: 0.8 }}>
            {icon}
          </Box>
        ) : null}
        {badge ? (
          <Box
            aria-hidden
            sx={{ typography: 'h1', fontWeight: 700, color: 'primary.main', opacity: 0.7, lineHeight: 1 }}
          >
            {badge}
          </Box>
        ) : null}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        {action ? <Box sx={{ pt: 2 }}>{action}</Box> : null}
      </Stack>
    </Container>
  );
}
