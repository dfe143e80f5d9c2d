import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ListHeading } from '../components/ListHeading';
import { ScreenHeading } from '../components/ScreenHeading';
import { SampleDataBanner } from './SampleDataBanner';

interface MockupPageProps {
    /** A translation key, or plain text such as a record name. */
    title: string;
    subtitle?: string;
    /** The document title when it differs from the heading, e.g. 'User details'. */
    documentTitle?: string;
    actions?: ReactNode;
    /** A list screen: its resource, create button label and filters (see ListHeading). */
    list?: { resource: string; createLabel: string; filters?: ReactNode };
    /** Forms read better narrower than lists. */
    maxWidth?: number;
    children: ReactNode;
}

/** The heading and the 'Sample data' marker shared by every mockup screen. */
export const MockupPage = ({
    title,
    subtitle,
    documentTitle,
    actions,
    list,
    maxWidth = 1200,
    children,
}: MockupPageProps) => (
    <Box sx={{ maxWidth }}>
        {list ? (
            <ListHeading
                resource={list.resource}
                title={title}
                subtitle={subtitle}
                createLabel={list.createLabel}
                filters={list.filters}
            />
        ) : (
            <ScreenHeading
                title={title}
                subtitle={subtitle}
                documentTitle={documentTitle}
                actions={actions}
            />
        )}
        <SampleDataBanner />
        {children}
    </Box>
);
