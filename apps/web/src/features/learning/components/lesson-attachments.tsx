import type { LessonAttachment } from '@manara/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';

function formatSize(sizeKB: number, language: string): string {
  const megabytes = sizeKB >= 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(megabytes ? sizeKB / 1024 : sizeKB);
}

/** The lesson's files, each a download link with its size. */
export function LessonAttachments({ attachments }: { attachments: LessonAttachment[] }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  if (attachments.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="lesson-attachments-heading" sx={{ mt: 3 }}>
      <Typography
        id="lesson-attachments-heading"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, px: 2, pt: 1.5 }}
      >
        {t('learning.lesson.attachments')}
      </Typography>
      <List>
        {attachments.map((file) => (
          <ListItem key={file.id} disablePadding>
            <ListItemButton component="a" href={file.url} download={file.fileName} target="_blank" rel="noopener">
              <ListItemIcon sx={{ minWidth: 40 }}>
                <AttachFileIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {/* Named by what it shows, with the action said first (WCAG 2.5.3, label in name). */}
                    <Box component="span" sx={visuallyHidden}>
                      {t('learning.lesson.download')}{' '}
                    </Box>
                    {file.fileName}
                  </>
                }
                secondary={file.sizeKB > 0 ? formatSize(file.sizeKB, language) : undefined}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <DownloadIcon color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
