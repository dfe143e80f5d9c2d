import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { Dashboard } from '../../contract';
import { formatDateTime } from '../lib/format';
import { pathTo } from '../lib/screenPaths';

type Campaign = Dashboard['campaigns']['running'][number];

const CampaignList = ({ heading, campaigns }: { heading: string; campaigns: Campaign[] }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {heading}
            </Typography>
            {campaigns.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('app.dashboard.none')}
                </Typography>
            ) : (
                <List dense disablePadding>
                    {campaigns.map(campaign => (
                        <ListItem key={campaign.id} disableGutters>
                            <ListItemText
                                primary={
                                    // react-admin's Link takes the theme's green and underlines on hover
                                    // only, as links elsewhere in the console; a bare <a> kept the
                                    // browser's blue, or lavender in the dark theme.
                                    <Link to={pathTo('advertisements', 'edit', campaign.id)}>
                                        {campaign.title}
                                    </Link>
                                }
                                secondary={`${formatDateTime(campaign.startDateTime)} – ${
                                    campaign.endDateTime
                                        ? formatDateTime(campaign.endDateTime)
                                        : translate('app.dashboard.open_ended')
                                }`}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
        </>
    );
};

export const CampaignsCard = ({ campaigns }: { campaigns: Dashboard['campaigns'] }) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Card variant="outlined" component="section" aria-labelledby={headingId}>
            <CardContent>
                <Typography id={headingId} variant="h6" component="h2">
                    {translate('app.dashboard.campaigns_title')}
                </Typography>
                <CampaignList
                    heading={translate('app.dashboard.running', { count: campaigns.runningCount })}
                    campaigns={campaigns.running}
                />
                <CampaignList
                    heading={translate('app.dashboard.starting_soon')}
                    campaigns={campaigns.startingSoon}
                />
            </CardContent>
        </Card>
    );
};

export const NotificationsCard = ({
    notifications,
}: {
    notifications: NonNullable<Dashboard['notifications']>;
}) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Card variant="outlined" component="section" aria-labelledby={headingId}>
            <CardContent>
                <Typography id={headingId} variant="h6" component="h2">
                    {translate('app.dashboard.notifications_title')}
                </Typography>
                {notifications.scheduled.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.dashboard.none')}
                    </Typography>
                ) : (
                    <List dense disablePadding>
                        {notifications.scheduled.map(notification => (
                            <ListItem key={notification.id} disableGutters>
                                <ListItemText
                                    primary={notification.title}
                                    secondary={formatDateTime(notification.scheduledAt)}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
            </CardContent>
        </Card>
    );
};
