import { Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface SectionCardProps {
    title: string;
    /** Where the header's link leads, with its text and an accessible name that says what it opens. */
    link?: { to: string; label: string; ariaLabel?: string };
    children: ReactNode;
}

/** A titled card of the details screen; each section labels itself for screen readers. */
export const SectionCard = ({ title, link, children }: SectionCardProps) => {
    const translate = useTranslate();
    const headingId = `section-${title.replace(/\W+/g, '-')}`;
    return (
        <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
            <CardHeader
                title={
                    <Typography id={headingId} variant="h6" component="h2">
                        {translate(title)}
                    </Typography>
                }
                action={
                    link && (
                        <Button
                            component={Link}
                            to={link.to}
                            size="small"
                            aria-label={link.ariaLabel && translate(link.ariaLabel)}
                        >
                            {translate(link.label)}
                        </Button>
                    )
                }
            />
            <CardContent sx={{ pt: 0 }}>{children}</CardContent>
        </Card>
    );
};

export const EmptyText = ({ message }: { message: string }) => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary">
            {translate(message)}
        </Typography>
    );
};
