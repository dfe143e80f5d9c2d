import { List, ListItem, ListItemText } from '@mui/material';
import type { Customer } from '../../../contract';
import { formatTimestamp } from '../../format';
import { pathTo } from '../routes';
import { PointsChange } from './PointsChange';
import { mostRecent } from './recent';
import { EmptyText, SectionCard } from './SectionCard';

export const RecentPointsCard = ({ customer }: { customer: Customer }) => {
    const trails = mostRecent(customer.rewardPointsTrails, trail => trail.createdAt);
    return (
        <SectionCard
            title="app.customers.show.recent_points"
            link={{
                to: pathTo('customers', 'points', customer.id),
                label: 'app.customers.show.view_all',
                ariaLabel: 'app.customers.show.view_all_points',
            }}
        >
            {trails.length === 0 ? (
                <EmptyText message="app.customers.show.no_points" />
            ) : (
                <List dense disablePadding>
                    {trails.map(trail => (
                        <ListItem key={trail.id} disableGutters divider>
                            <ListItemText
                                primary={trail.reason}
                                secondary={formatTimestamp(trail.createdAt)}
                            />
                            <PointsChange value={trail.pointsChange} />
                        </ListItem>
                    ))}
                </List>
            )}
        </SectionCard>
    );
};
