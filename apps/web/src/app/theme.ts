import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type OrganizationDashboard } from '@manara/contract';
import {
  createTheme,
  type Direction,
  getContrastRatio,
  lighten,
  type PaletteMode,
  type Theme,
} from '@mui/material/styles';

/** Bundled with the app (@fontsource), so Arabic reads well even when the organization names no font. */
export const BUNDLED_FONT_FAMILY = 'IBM Plex Sans Arabic';
const SYSTEM_FONTS = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'];
/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

type Branding = Pick<OrganizationDashboard, 'colors' | 'fontFamilies'>;

export type ThemeOptions = {
  organization: Branding | undefined;
  mode: PaletteMode;
  direction: Direction;
  /** The reader asked their system for less motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean;
};

/**
 * Less motion, as the reader's system asks (WCAG 2.3.3): no transitions (MUI's components still
 * wait out their durations, hence zero), no ripple on buttons.
 */
const REDUCED_MOTION = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
} as const;

/** The organization's colour for a slug (`primary`, `secondary`, …), else the fallback. */
export function getBrandColor(colors: Branding['colors'], slug: string, fallback: string): string {
  return colors.find((color) => color.slug === slug)?.value ?? fallback;
}

/** Dark brand colours vanish on a dark background: lighten them until text in them is readable. */
function readableOn(color: string, background: string): string {
  let candidate = color;
  for (let step = 1; step <= 10 && getContrastRatio(candidate, background) < MIN_TEXT_CONTRAST; step++) {
    candidate = lighten(color, step / 10);
  }
  return candidate;
}

export function fontStack(organizationFont: string | undefined): string {
  const families = [organizationFont, BUNDLED_FONT_FAMILY]
    .filter((name): name is string => Boolean(name))
    .map((name) => `"${name.replaceAll('"', '')}"`);
  return [...new Set(families), ...SYSTEM_FONTS].join(', ');
}

/** The MUI theme of an organization: its colours and first font, in light or dark mode, LTR or RTL. */
export function createAppTheme({ organization, mode, direction, reducedMotion = false }: ThemeOptions): Theme {
  const colors = organization?.colors ?? [];
  const isDark = mode === 'dark';
  const background = isDark ? { default: '#0e1620', paper: '#15202b' } : { default: '#f6f8fa', paper: '#ffffff' };
  const primary = getBrandColor(colors, 'primary', DEFAULT_PRIMARY_COLOR);
  const secondary = getBrandColor(colors, 'secondary', DEFAULT_SECONDARY_COLOR);
  const error = colors.find((color) => color.slug === 'error')?.value;

  return createTheme(
    {
      direction,
      palette: {
        mode,
        // Text on brand colours must reach WCAG AA, not MUI's default 3:1.
        contrastThreshold: MIN_TEXT_CONTRAST,
        primary: { main: isDark ? readableOn(primary, background.paper) : primary },
        secondary: { main: secondary },
        ...(error ? { error: { main: error } } : {}),
        // MUI's orange (#ed6c02) is 3.1:1 on white: a warning button's words must reach AA too.
        warning: { main: isDark ? '#ffa726' : '#b45309' },
        background,
      },
      shape: { borderRadius: 12 },
      typography: {
        fontFamily: fontStack(organization?.fontFamilies[0]?.name),
        h1: { fontWeight: 700 },
        h2: { fontWeight: 700 },
        h3: { fontWeight: 700 },
        h4: { fontWeight: 700 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
      },
    },
    ...(reducedMotion ? [REDUCED_MOTION] : []),
  );
}
