import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useToastClearance } from './toastClearance';

/**
 * The button bar of a create or edit form: the buttons at the right, the primary one last ('Cancel | Create'),
 * a destructive one pushed to the left (give it `mr: 'auto'`). It sticks to the bottom of the screen while the
 * form scrolls, with its own background; react-admin's Toolbar floats without one on phones.
 */
export const FormButtonBar = ({ children }: { children: ReactNode }) => {
    const clearance = useToastClearance<HTMLDivElement>();
    return (
        <Box
            ref={clearance}
            sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 1,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                justifyContent: 'flex-end',
                px: 2,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                backgroundColor: 'background.paper',
            }}
        >
            {children}
        </Box>
    );
};
