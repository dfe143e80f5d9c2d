import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { pathTo } from '../../../lib/screenPaths';
import { SampleDataBanner } from '../../../mockups/SampleDataBanner';

/** A customer history mockup: heading, a way back to the customer and the 'Sample data' marker. */
export const CustomerHistorySamplePage = ({
    title,
    customerId,
    children,
}: {
    title: string;
    customerId: string;
    children: ReactNode;
}) => (
    <Stack sx={{ pb: 3 }}>
        <ScreenHeading
            title={title}
            back={{
                to: pathTo('customers', 'show', customerId),
                label: 'app.customers.vouchers.back',
            }}
        />
        <SampleDataBanner />
        {children}
    </Stack>
);
