import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { toVideoSource } from '../video-source.ts';

/** The lesson's video: a YouTube or Vimeo player, or the browser's player for a file; 16:9. */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('learning');
  const source = toVideoSource(url);
  if (!source) return null;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        bgcolor: 'common.black',
        borderRadius: 2,
        overflow: 'hidden',
        mb: 3,
      }}
    >
      {source.kind === 'embed' ? (
        <Box
          component="iframe"
          src={source.src}
          title={t('learning.lesson.videoTitle', { name: title })}
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box
          component="video"
          src={source.src}
          controls
          preload="metadata"
          aria-label={t('learning.lesson.videoTitle', { name: title })}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      )}
    </Box>
  );
}
