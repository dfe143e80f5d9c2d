import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SystemStyleObject } from '@mui/system';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';

interface ExpandableRowProps {
    /** Id of the details panel, named by the toggle's aria-controls. */
    detailsId: string;
    /** Translated names of the toggle while closed and while open. */
    showLabel: string;
    hideLabel: string;
    /** The row's cells after the toggle. */
    children: ReactNode;
    /** Translated label and value pairs shown when the row is open. */
    details: readonly (readonly [label: string, value: string])[];
    /** The row's own style, such as the just-created tint (createdRecord.ts). */
    rowSx?: SystemStyleObject<Theme> | ((theme: Theme) => SystemStyleObject<Theme>);
}

/** The header of the toggles' column: named for screen readers, as an empty header names nothing. */
export const ExpandHeaderCell = () => {
    const translate = useTranslate();
    return (
        <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
                {translate('app.shell.row_details')}
            </Box>
        </TableCell>
    );
};

/** A phone-width table row that keeps a few cells and opens below to show the other fields. */
export const ExpandableRow = ({
    detailsId,
    showLabel,
    hideLabel,
    children,
    details,
    rowSx,
}: ExpandableRowProps) => {
    const [expanded, setExpanded] = useState(false);
    return (
        <>
            <TableRow sx={[expanded ? { '& > td': { borderBottom: 'none' } } : {}, rowSx ?? {}]}>
                <TableCell padding="checkbox">
                    <IconButton
                        size="small"
                        aria-expanded={expanded}
                        aria-controls={detailsId}
                        aria-label={expanded ? hideLabel : showLabel}
                        onClick={() => setExpanded(wasExpanded => !wasExpanded)}
                    >
                        <ExpandMoreIcon
                            sx={{
                                rotate: expanded ? '180deg' : '0deg',
                                transition: 'rotate 150ms',
                            }}
                        />
                    </IconButton>
                </TableCell>
                {children}
            </TableRow>
            <TableRow>
                <TableCell colSpan={4} sx={{ py: 0, borderBottom: expanded ? undefined : 0 }}>
                    <Collapse in={expanded} unmountOnExit>
                        <Box
                            component="dl"
                            id={detailsId}
                            sx={{
                                display: 'grid',
                                gridTemplateColumns: 'auto 1fr',
                                columnGap: 2,
                                rowGap: 0.5,
                                my: 1.5,
                                '& dt': { color: 'text.secondary' },
                                '& dd': { m: 0 },
                            }}
                        >
                            {details.map(([label, value]) => (
                                <Box key={label} sx={{ display: 'contents' }}>
                                    <dt>{label}</dt>
                                    <dd>{value}</dd>
                                </Box>
                            ))}
                        </Box>
                    </Collapse>
                </TableCell>
            </TableRow>
        </>
    );
};
