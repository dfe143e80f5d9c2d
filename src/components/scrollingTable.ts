import type { Theme } from '@mui/material/styles';

// A full-width detail row (an expanded row's panel) spans every column: it never sticks.
const lastCell = 'tr > :last-child:not([colspan])';

/**
 * For the box around a table (tables never clip). A table wider than its box scrolls inside it,
 * never the page, and its last column, the actions where a table has them, stays in view at the right edge
 * so that no button is cut. Header cells keep the theme's header tint; body cells are opaque so that the
 * columns scrolling under them do not show through, and take the row's hover tint.
 */
export const scrollingTableSx = (theme: Theme) => ({
    overflowX: 'auto',
    [`& ${lastCell}`]: { position: 'sticky', right: 0, zIndex: 1 },
    // react-admin's header cells stick to the top above the rows; the corner one stays above them too.
    [`& thead ${lastCell}`]: { zIndex: 3 },
    [`& tbody ${lastCell}`]: { backgroundColor: theme.palette.background.paper },
    // Only rows that take the hover tint themselves (MUI's `hover`, react-admin's clickable rows).
    '& tbody tr.MuiTableRow-hover:hover > :last-child:not([colspan])': {
        backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
});
