import { defaultTheme, type RaThemeOptions } from 'react-admin';

// Colours of the shell (spec §2): a dark slate sidebar with a green active entry, in both themes. Screens
// style themselves through these overrides and palette names ('divider', 'text.secondary') rather than
// colours of their own, so the dark theme needs no screen-by-screen work.
export const SLATE = {
    900: '#0f172a',
    800: '#1e293b',
    700: '#334155',
    400: '#94a3b8',
    200: '#e2e8f0',
    100: '#f1f5f9',
    50: '#f8fafc',
};
// The brand green. On white, #15803d gives 5.0:1 (WCAG AA asks 4.5:1; the #16a34a it replaced gave 3.3:1).
// On the dark backgrounds it gives 2.9:1, so the dark theme uses the lighter #4ade80 (8.4:1 on #1e293b), with
// dark text on green buttons (10.3:1). The sidebar stays dark slate in both themes, so #15803d serves it.
export const GREEN = { 700: '#15803d', 500: '#22c55e', 400: '#4ade80' };

/**
 * Status chip tints (`StatusChip`), text on fill. The light ones are the spec's list tints (§2: green active,
 * red expired, purple inactive) with grey, blue and amber beside them; in the dark theme a pale fill would glare
 * on slate, so the fills are deep and the words pale. Every pair gives at least 5.7:1 (docs/design.md).
 */
export const STATUS_TINTS = {
    light: {
        green: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
        red: { color: '#b71c1c', backgroundColor: '#ffebee' },
        purple: { color: '#4a148c', backgroundColor: '#f3e5f5' },
        blue: { color: '#0c4a6e', backgroundColor: '#e0f2fe' },
        amber: { color: '#78350f', backgroundColor: '#fef3c7' },
        grey: { color: '#37474f', backgroundColor: '#eceff1' },
    },
    dark: {
        green: { color: '#bbf7d0', backgroundColor: '#14532d' },
        red: { color: '#fecaca', backgroundColor: '#7f1d1d' },
        purple: { color: '#e9d5ff', backgroundColor: '#581c87' },
        blue: { color: '#bae6fd', backgroundColor: '#0c4a6e' },
        amber: { color: '#fde68a', backgroundColor: '#78350f' },
        grey: { color: '#e2e8f0', backgroundColor: '#475569' },
    },
} as const;

export type Tone = keyof typeof STATUS_TINTS.light;

export const LAYOUT = { sidebarWidth: 200, drawerWidth: 250, headerHeight: 72 } as const;

interface Tokens {
    mode: 'light' | 'dark';
    primary: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    page: string;
    paper: string;
    border: string;
    tableHeader: string;
    /** Green text on grey fills (the focused field's label): #15803d gives 4.4:1 on the fill, #166534 6.3:1. */
    primaryOnFill: string;
    /** MUI's text.secondary for the mode (5.7:1 and 6.9:1 on paper), which disabled helper texts keep. */
    hint: string;
    /** The tint of filled inputs, which react-admin's default theme sets for light pages only. */
    fieldFill: string;
    /**
     * Only where MUI's own shade fails 4.5:1 as text on `paper` or under white: its light info blue
     * #0288d1 gives 3.9:1 and warning orange #ed6c02 3.1:1; its dark error red #f44336 gives 4.0:1.
     */
    info?: string;
    warning?: string;
    error?: string;
}

const LIGHT: Tokens = {
    mode: 'light',
    primary: GREEN[700],
    onPrimary: '#fff',
    secondary: SLATE[800],
    onSecondary: '#fff',
    page: SLATE[50],
    paper: '#fff',
    border: SLATE[200],
    tableHeader: SLATE[100],
    primaryOnFill: '#166534',
    hint: 'rgba(0, 0, 0, 0.6)',
    info: '#0369a1',
    warning: '#b45309',
    fieldFill: 'rgba(0, 0, 0, 0.04)',
};

const DARK: Tokens = {
    mode: 'dark',
    primary: GREEN[400],
    onPrimary: SLATE[900],
    secondary: SLATE[200],
    onSecondary: SLATE[900],
    page: SLATE[900],
    paper: SLATE[800],
    border: SLATE[700],
    tableHeader: SLATE[700],
    primaryOnFill: GREEN[400],
    hint: 'rgba(255, 255, 255, 0.7)',
    fieldFill: 'rgba(255, 255, 255, 0.06)',
    // Red text also sits on hovered table rows (#303a4b), where #f87171 gave 4.1:1; #fca5a5 gives 6.0:1.
    error: '#fca5a5',
};

// react-admin's Access denied, Not found and authentication error pages fade their words to half opacity,
// which fails axe's colour-contrast rule (WCAG 1.4.3); the secondary text colour already says they are a
// state. The icon, decoration only, stays light. The three pages share react-admin's class names by prefix.
const readableStatePage = (prefix: string) => ({
    styleOverrides: {
        root: {
            [`& .${prefix}-message`]: { opacity: 1 },
            [`& .${prefix}-icon`]: { opacity: 0.4 },
        },
    },
});

const makeTheme = (tokens: Tokens): RaThemeOptions => {
    const headerCell = { fontWeight: 600, backgroundColor: tokens.tableHeader };
    return {
        ...defaultTheme,
        palette: {
            mode: tokens.mode,
            primary: { main: tokens.primary, contrastText: tokens.onPrimary },
            secondary: { main: tokens.secondary, contrastText: tokens.onSecondary },
            background: { default: tokens.page, paper: tokens.paper },
            divider: tokens.border,
            ...(tokens.info ? { info: { main: tokens.info } } : {}),
            ...(tokens.warning ? { warning: { main: tokens.warning } } : {}),
            ...(tokens.error ? { error: { main: tokens.error } } : {}),
        },
        shape: { borderRadius: 8 },
        typography: {
            ...defaultTheme.typography,
            fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
            h5: { fontWeight: 600 },
            button: { textTransform: 'none', fontWeight: 600 },
        },
        components: {
            ...defaultTheme.components,
            MuiButton: { defaultProps: { disableElevation: true } },
            MuiFilledInput: { styleOverrides: { root: { backgroundColor: tokens.fieldFill } } },
            MuiFormLabel: {
                styleOverrides: {
                    root: { '&.Mui-focused:not(.Mui-error)': { color: tokens.primaryOnFill } },
                },
            },
            // A hint under a disabled field says why it is disabled ('Choose a start first'): it stays readable.
            MuiFormHelperText: {
                styleOverrides: {
                    root: { '&.Mui-disabled': { color: tokens.hint } },
                },
            },
            // MUI lightens dark papers with a gradient by elevation; one flat paper colour keeps the measured
            // contrast the real one.
            MuiPaper: {
                styleOverrides: {
                    root: { backgroundImage: 'none' },
                    outlined: { borderColor: tokens.border },
                },
            },
            RaList: {
                styleOverrides: {
                    root: {
                        '& .RaList-content': {
                            borderRadius: 8,
                            border: `1px solid ${tokens.border}`,
                        },
                    },
                },
            },
            // Every table's header, react-admin's and our own, is tinted and bold alike; its tint also keeps a
            // sticky header cell opaque (scrollingTableSx). react-admin paints its own header cells, hence three.
            MuiTableCell: {
                styleOverrides: {
                    head: headerCell,
                    // On a phone every pixel of a row goes to its text: half MUI's side padding.
                    root: { '@media (max-width: 599.95px)': { paddingLeft: 8, paddingRight: 8 } },
                },
            },
            RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-headerCell': headerCell } } },
            RaDataTable: { styleOverrides: { root: { '& .RaDataTable-headerCell': headerCell } } },
            // A form's action bar sits on the page; on phones react-admin fixes it to the bottom of the screen,
            // where it needs its own paper and edge, or the fields (an image box) show through it.
            RaToolbar: {
                styleOverrides: {
                    root: {
                        backgroundColor: 'transparent',
                        paddingLeft: 0,
                        '&.RaToolbar-mobileToolbar': {
                            backgroundColor: tokens.paper,
                            borderTop: `1px solid ${tokens.border}`,
                            paddingLeft: 16,
                        },
                    },
                },
            },
            // Links in text (react-admin's Link): the brand green, underlined under the pointer and the keyboard's
            // focus, so a link never rests on its colour alone once it is reached.
            RaLink: {
                defaultProps: { underline: 'hover' },
                styleOverrides: { root: { '&:focus-visible': { textDecoration: 'underline' } } },
            },
            RaLoading: { styleOverrides: { root: { minHeight: 240 } } },
            RaAccessDenied: readableStatePage('RaAccessDenied'),
            RaNotFound: readableStatePage('RaNotFound'),
            RaAuthenticationError: readableStatePage('RaAuthenticationError'),
        },
    };
};

export const theme = makeTheme(LIGHT);
export const darkTheme = makeTheme(DARK);
