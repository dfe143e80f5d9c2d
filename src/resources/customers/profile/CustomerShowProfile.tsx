import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Customer } from '../../../../contract';
import { Allowed } from '../../../components/Allowed';
import { DATE_FORMATS, formatCount, formatDate } from '../../../lib/format';
import { pathTo } from '../../../lib/screenPaths';
import { AdjustPointsButton } from '../ledger/AdjustPointsButton';
import { CustomerStatusField } from './CustomerStatusField';

const Detail = ({ label, value }: { label: string; value: React.ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
                {translate(label)}
            </Typography>
            <Typography variant="body1" component="div" sx={{ wordBreak: 'break-word' }}>
                {value}
            </Typography>
        </Box>
    );
};

export const CustomerShowProfile = ({ customer }: { customer: Customer }) => {
    const translate = useTranslate();
    return (
        <Card>
            <CardContent>
                <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{ justifyContent: 'space-between', gap: 2, mb: 2 }}
                >
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <Typography variant="h6" component="h2">
                            {customer.name}
                        </Typography>
                        <CustomerStatusField status={customer.status} />
                    </Stack>
                    {/* Only for those who may write customers (the edit screen would refuse them). */}
                    <Allowed action="edit" resource="customers">
                        <Button
                            component={Link}
                            to={pathTo('customers', 'edit', customer.id)}
                            variant="outlined"
                            startIcon={<EditIcon />}
                            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                        >
                            {translate('app.customers.show.edit_profile')}
                        </Button>
                    </Allowed>
                </Stack>
                <Box
                    sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: {
                            xs: '1fr 1fr',
                            sm: 'repeat(auto-fill, minmax(170px, 1fr))',
                        },
                    }}
                >
                    {/* Two columns wide: an address is one word and should read on one line. */}
                    <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
                        <Detail label="app.customers.show.email" value={customer.email} />
                    </Box>
                    <Detail label="app.customers.show.login_id" value={customer.loginID} />
                    <Detail label="app.customers.show.name" value={customer.name} />
                    <Detail
                        label="app.customers.show.points_balance"
                        value={
                            <Stack
                                direction="row"
                                sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
                            >
                                {formatCount(customer.rewardPoints)}
                                <AdjustPointsButton
                                    customerId={customer.id}
                                    balance={customer.rewardPoints}
                                />
                            </Stack>
                        }
                    />
                    <Detail
                        label="app.customers.show.registered"
                        value={formatDate(customer.registeredAt, DATE_FORMATS.day)}
                    />
                </Box>
            </CardContent>
        </Card>
    );
};
