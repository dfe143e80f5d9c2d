import {
    Box,
    Button,
    Card,
    Link as MuiLink,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { scrollingTableSx } from '../components/scrollingTable';
import { formatDay } from '../lib/format';
import { pathTo } from '../lib/screenPaths';
import { MockupPage } from './MockupPage';
import { RoleChip, UserStatusChip } from './UserChips';
import { UserFilters, type UserFilterValues } from './UserFilters';
import { sampleUsers } from './userSamples';

// Columns that give way on narrow screens; the name cell repeats role and phone there.
const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
const fromMd = { display: { xs: 'none', md: 'table-cell' } };
const belowSm = { display: { xs: 'block', sm: 'none' } };

/** Users list (spec §2, sample data). Filters live in the URL so they survive a visit to a user. */
const UserList = () => {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const filters: UserFilterValues = {
        role: params.get('role') ?? '',
        status: params.get('status') ?? '',
    };
    const setFilters = (next: UserFilterValues) =>
        setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), {
            replace: true,
        });
    const users = sampleUsers.filter(
        user =>
            (filters.role === '' || user.role === filters.role) &&
            (filters.status === '' || user.status === filters.status)
    );
    const field = (name: string) => translate(`app.mockups.users.fields.${name}`);

    return (
        <MockupPage
            title="app.mockups.users.title"
            subtitle="app.mockups.users.subtitle"
            list={{
                resource: 'users',
                createLabel: 'app.mockups.users.add',
                filters: (
                    <UserFilters
                        values={filters}
                        onChange={setFilters}
                        shown={users.length}
                        total={sampleUsers.length}
                    />
                ),
            }}
        >
            <Card variant="outlined" sx={scrollingTableSx}>
                <Table size="small" aria-label={translate('app.mockups.users.title')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{field('name')}</TableCell>
                            <TableCell sx={fromSm}>{field('role')}</TableCell>
                            <TableCell sx={fromMd}>{field('phone')}</TableCell>
                            <TableCell sx={fromMd}>{field('location')}</TableCell>
                            <TableCell sx={fromMd}>{field('joinedAt')}</TableCell>
                            <TableCell>{field('status')}</TableCell>
                            <TableCell sx={fromSm}>{field('actions')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {users.map(user => (
                            <TableRow key={user.id} hover>
                                <TableCell>
                                    <MuiLink
                                        component={Link}
                                        to={pathTo('users', 'show', user.id)}
                                        sx={{ fontWeight: 600 }}
                                    >
                                        {user.name}
                                    </MuiLink>
                                    <Typography
                                        variant="caption"
                                        color="text.secondary"
                                        sx={belowSm}
                                    >
                                        {translate(`app.mockups.users.role.${user.role}`)} ·{' '}
                                        {user.phone}
                                    </Typography>
                                </TableCell>
                                <TableCell sx={fromSm}>
                                    <RoleChip role={user.role} />
                                </TableCell>
                                <TableCell sx={fromMd}>{user.phone}</TableCell>
                                <TableCell sx={fromMd}>{user.location}</TableCell>
                                <TableCell sx={fromMd}>{formatDay(user.joinedAt)}</TableCell>
                                <TableCell>
                                    <UserStatusChip status={user.status} />
                                </TableCell>
                                <TableCell sx={fromSm}>
                                    <Button
                                        component={Link}
                                        to={pathTo('users', 'show', user.id)}
                                        size="small"
                                        aria-label={`${translate('app.mockups.users.view')}: ${user.name}`}
                                    >
                                        {translate('app.mockups.users.view')}
                                    </Button>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
                {users.length === 0 && (
                    <Box sx={{ p: 4, textAlign: 'center' }}>
                        <Typography color="text.secondary">
                            {translate('app.mockups.users.empty')}
                        </Typography>
                        <Button sx={{ mt: 1 }} onClick={() => setFilters({ role: '', status: '' })}>
                            {translate('app.mockups.users.filters.clear')}
                        </Button>
                    </Box>
                )}
            </Card>
        </MockupPage>
    );
};

export default UserList;
