import {
    Box,
    Button,
    Card,
    CardContent,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
    useTheme,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Dashboard } from '../../contract';
import { formatCount, formatDay, formatDayMonth } from '../lib/format';
import { SLATE } from '../lib/theme';

// Visually hidden, still read by screen readers (the usual clip pattern). In px: MUI's sx reads a bare 1 as
// 100%, which left the hidden table a full card wide and pushed the page sideways on a phone.
const visuallyHidden = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    margin: '-1px',
    padding: 0,
    border: 0,
} as const;

/**
 * A chart with its table: the table is always there for screen readers (visually hidden while the chart shows)
 * and a button swaps which of the two is seen. The chart's drawing is hidden from them, the table says it all.
 */
const ChartCard = ({
    title,
    chart,
    table,
}: {
    title: string;
    chart: ReactNode;
    table: ReactNode;
}) => {
    const translate = useTranslate();
    const [asTable, setAsTable] = useState(false);
    const headingId = useId();
    return (
        <Card variant="outlined" component="section" aria-labelledby={headingId}>
            <CardContent>
                <Box
                    sx={{
                        display: 'flex',
                        justifyContent: 'space-between',
                        alignItems: 'center',
                        gap: 1,
                        flexWrap: 'wrap',
                    }}
                >
                    <Typography id={headingId} variant="h6" component="h2">
                        {translate(title)}
                    </Typography>
                    <Button
                        size="small"
                        aria-pressed={asTable}
                        onClick={() => setAsTable(shown => !shown)}
                    >
                        {translate(
                            asTable ? 'app.dashboard.show_chart' : 'app.dashboard.show_table'
                        )}
                    </Button>
                </Box>
                {/* The table beside it carries the figures; the charts' keyboard navigation is off, as a
                    hidden picture must hold nothing to tab to. */}
                {asTable ? null : <Box aria-hidden="true">{chart}</Box>}
                <Box sx={asTable ? { overflowX: 'auto' } : visuallyHidden}>{table}</Box>
            </CardContent>
        </Card>
    );
};

const weekLabel = (week: string) => formatDayMonth(week);

export const PointsChart = ({ weeks }: { weeks: Dashboard['pointsByWeek'] }) => {
    const translate = useTranslate();
    // The theme's green: #15803d would be 2.9:1 against the dark theme's cards.
    const green = useTheme().palette.primary.main;
    const issued = translate('app.dashboard.issued');
    const spent = translate('app.dashboard.spent');
    return (
        <ChartCard
            title="app.dashboard.points_title"
            chart={
                <BarChart
                    disableKeyboardNavigation
                    height={300}
                    xAxis={[{ scaleType: 'band', data: weeks.map(week => weekLabel(week.week)) }]}
                    yAxis={[{ valueFormatter: (value: number) => formatCount(value), width: 60 }]}
                    series={[
                        { data: weeks.map(week => week.issued), label: issued, color: green },
                        { data: weeks.map(week => week.spent), label: spent, color: SLATE[400] },
                    ]}
                />
            }
            table={
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell scope="col">{translate('app.dashboard.week')}</TableCell>
                            <TableCell scope="col" align="right">
                                {issued}
                            </TableCell>
                            <TableCell scope="col" align="right">
                                {spent}
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {weeks.map(week => (
                            <TableRow key={week.week}>
                                <TableCell component="th" scope="row">
                                    {formatDay(week.week)}
                                </TableCell>
                                <TableCell align="right">{formatCount(week.issued)}</TableCell>
                                <TableCell align="right">{formatCount(week.spent)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            }
        />
    );
};

export const CustomersChart = ({ statuses }: { statuses: Dashboard['customersByStatus'] }) => {
    const translate = useTranslate();
    // The theme's green and red: #15803d and #b91c1c would be under 3:1 against the dark theme's cards.
    const { palette } = useTheme();
    const statusColors: Record<string, string> = {
        active: palette.primary.main,
        inactive: SLATE[400],
        suspended: palette.error.main,
    };
    const label = (status: string) => translate(`app.dashboard.statuses.${status}`, { _: status });
    return (
        <ChartCard
            title="app.dashboard.customers_title"
            chart={
                <PieChart
                    disableKeyboardNavigation
                    height={240}
                    series={[
                        {
                            innerRadius: 50,
                            paddingAngle: 1,
                            data: statuses.map((row, index) => ({
                                id: index,
                                value: row.total,
                                label: label(row.status),
                                color: statusColors[row.status] ?? SLATE[400],
                            })),
                        },
                    ]}
                />
            }
            table={
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell scope="col">{translate('app.dashboard.status')}</TableCell>
                            <TableCell scope="col" align="right">
                                {translate('app.dashboard.customers')}
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {statuses.map(row => (
                            <TableRow key={row.status}>
                                <TableCell component="th" scope="row">
                                    {label(row.status)}
                                </TableCell>
                                <TableCell align="right">{formatCount(row.total)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            }
        />
    );
};
