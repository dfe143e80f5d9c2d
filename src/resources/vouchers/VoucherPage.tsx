import Box from '@mui/material/Box';
import { type ReactNode, useEffect } from 'react';
import { ScreenHeading } from '../../components/ScreenHeading';

/** The form screens' heading above react-admin's Create or Edit. */
export const VoucherPage = ({ title, children }: { title: string; children: ReactNode }) => {
    // Opened from a list scrolled down, the form would otherwise start in its middle. A block body:
    // Chromium's scrollTo returns a promise, which React would take for a cleanup function.
    useEffect(() => {
        window.scrollTo(0, 0);
    }, []);
    return (
        // The card lets its content overflow: a card that clips is the scroll container its sticky button
        // bar sticks to, so the bar would stay at the form's end, out of sight while a field is in view.
        <Box sx={{ maxWidth: 1040, '& .MuiCard-root': { overflow: 'visible' } }}>
            <ScreenHeading title={title} />
            {children}
        </Box>
    );
};
