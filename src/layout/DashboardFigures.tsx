import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Dashboard } from '../../contract';
import { request } from '../api/http';
import { ScreenHeading } from '../components/ScreenHeading';
import { formatCount } from '../lib/format';
import { CustomersChart, PointsChart } from './DashboardCharts';
import { CampaignsCard, NotificationsCard } from './DashboardLists';

const Figure = ({ label, value }: { label: string; value: number }) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="body2" color="text.secondary" component="h2">
                    {translate(label)}
                </Typography>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                    {formatCount(value)}
                </Typography>
            </CardContent>
        </Card>
    );
};

/** The home screen of a server with the `dashboard` extension: one GET /v1/i/dashboard, figures and charts. */
const DashboardFigures = () => {
    const translate = useTranslate();
    const { data, error } = useQuery({
        queryKey: ['dashboard'],
        queryFn: () => request<Dashboard>('/v1/i/dashboard'),
    });
    return (
        <Box>
            <ScreenHeading title="app.dashboard.title" subtitle="app.dashboard.subtitle" />
            {error ? (
                <Alert severity="error">{translate('app.dashboard.load_failed')}</Alert>
            ) : !data ? (
                <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
                    <CircularProgress aria-label={translate('ra.page.loading')} />
                </Box>
            ) : (
                <Box sx={{ display: 'grid', gap: 2 }}>
                    <Box
                        sx={{
                            display: 'grid',
                            gap: 2,
                            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                        }}
                    >
                        <Figure
                            label="app.dashboard.active_vouchers"
                            value={data.vouchers.active}
                        />
                        <Figure
                            label="app.dashboard.copies_issued"
                            value={data.vouchers.copiesIssued}
                        />
                        <Figure
                            label="app.dashboard.assigned_30"
                            value={data.last30Days.assigned}
                        />
                        <Figure
                            label="app.dashboard.redeemed_30"
                            value={data.last30Days.redeemed}
                        />
                    </Box>
                    <Box
                        sx={{
                            display: 'grid',
                            gap: 2,
                            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
                        }}
                    >
                        <PointsChart weeks={data.pointsByWeek} />
                        <CustomersChart statuses={data.customersByStatus} />
                    </Box>
                    <Box
                        sx={{
                            display: 'grid',
                            gap: 2,
                            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                        }}
                    >
                        <CampaignsCard campaigns={data.campaigns} />
                        {data.notifications ? (
                            <NotificationsCard notifications={data.notifications} />
                        ) : null}
                    </Box>
                </Box>
            )}
        </Box>
    );
};

export default DashboardFigures;
