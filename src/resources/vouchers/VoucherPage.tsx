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
        <Box sx={{ maxWidth: 1040 }}>
            <ScreenHeading title={title} />
            {children}
        </Box>
    );
};
