import type { OrganizationDashboard } from '@manara/contract';
import GlobalStyles from '@mui/material/GlobalStyles';

type FontFamily = OrganizationDashboard['fontFamilies'][number];

/** `@font-face` rules for the styles of the organization's font that come with a file. */
export function OrganizationFonts({ fontFamily }: { fontFamily: FontFamily | undefined }) {
  const faces = (fontFamily?.styles ?? []).flatMap((style) =>
    style.url
      ? [
          {
            '@font-face': {
              fontFamily: fontFamily?.name,
              src: `url("${style.url}")`,
              fontWeight: style.weight,
              fontStyle: style.isItalic ? 'italic' : 'normal',
              fontDisplay: 'swap',
            },
          },
        ]
      : [],
  );
  return faces.length > 0 ? <GlobalStyles styles={faces} /> : null;
}
