import type { CourseOverview } from '@manara/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatNumber } from '../course-format.ts';

/** The published sections and their lessons' names: what the course holds, without its content. */
export function CourseOutline({ outline }: { outline: CourseOverview['outline'] }) {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  if (outline.length === 0) return <Typography color="text.secondary">{t('catalogue.overview.noOutline')}</Typography>;
  return (
    <div>
      {outline.map((section, index) => (
        <Accordion key={section.id} defaultExpanded={index === 0} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <div>
              <Typography component="h3" sx={{ fontWeight: 600 }} dir="auto">
                {section.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('catalogue.overview.lessonCount', { count: formatNumber(section.subsections.length, language) })}
              </Typography>
            </div>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <List dense disablePadding>
              {section.subsections.map((lesson) => (
                <ListItem key={lesson.id} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PlayCircleOutlineIcon fontSize="small" aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary={<span dir="auto">{lesson.name}</span>}
                    secondary={lesson.isOptional ? t('catalogue.overview.optional') : undefined}
                  />
                </ListItem>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
