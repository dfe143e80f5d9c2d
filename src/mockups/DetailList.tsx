import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Labelled values as a description list: two columns on wide screens, stacked on phones. */
export const DetailList = ({ rows }: { rows: [term: string, value: ReactNode][] }) => (
    <Box
        component="dl"
        sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0, sm: 1.5 },
            m: 0,
            '& dt': { color: 'text.secondary', typography: 'body2' },
            '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, typography: 'body2' },
        }}
    >
        {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
            </Box>
        ))}
    </Box>
);
