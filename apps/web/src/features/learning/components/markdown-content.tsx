import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { isRichTextHtml } from '../../../ui/rich-text/is-rich-text-html.ts';
import { SanitizedHtml } from '../../../ui/rich-text/sanitized-html.tsx';

/**
 * Headings of authored text start one level below the page's own (h2 here, h3 inside): the
 * page keeps one h1, and the outline stays in order.
 */
const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h5" component="h3" sx={{ mt: 3, mb: 1.5, fontWeight: 700 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography component="p" sx={{ mb: 1.5, lineHeight: 1.8 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
};

/**
 * Authored rich text (lessons, descriptions, announcements), rendered safely. Markdown: raw HTML
 * is left out (never parsed), and react-markdown drops unsafe link schemes (javascript:, data:).
 * HTML (written with the portal's editor, sanitized by the server at every write): sanitized
 * again with DOMPurify before it reaches the page; each block keeps its own `dir`.
 */
export function MarkdownContent({ children }: { children: string }) {
  return (
    // Authored text may be in either language, whatever the interface's: it takes its own direction.
    <Box
      dir="auto"
      sx={{
        overflowWrap: 'anywhere',
        '& ul, & ol': { paddingInlineStart: 3, mb: 1.5 },
        '& li': { mb: 0.5, lineHeight: 1.8 },
        '& blockquote': {
          m: 0,
          mb: 1.5,
          paddingInlineStart: 2,
          borderInlineStart: 4,
          borderColor: 'divider',
          color: 'text.secondary',
        },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', mb: 1.5 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'start' },
        // Authored HTML: headings sized as Markdown's, paragraphs spaced alike, each block aligned to its own direction.
        '& h2': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        '& div > p': { mt: 0, mb: 1.5, lineHeight: 1.8 },
        '& [dir="auto"]': { textAlign: 'start' },
      }}
    >
      {isRichTextHtml(children) ? (
        <SanitizedHtml html={children} />
      ) : (
        <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
          {children}
        </Markdown>
      )}
    </Box>
  );
}
