import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A run that reads left to right whatever the page's direction (an address, an id): isolated,
 * so that the punctuation after it stays after it in an Arabic sentence, and broken anywhere
 * when it is too long for its line, rather than at its hyphens or slashes (docs/decisions/shell.md).
 */
export function LtrText({ children }: { children?: ReactNode }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ unicodeBidi: 'isolate', wordBreak: 'break-all' }}>
      {children}
    </Box>
  );
}
