import { Typography } from '@mui/material';
import { formatCount } from '../../../lib/format';

/** Signed points: '+120' in green, '-50' in red; the sign carries the meaning without the colour. */
export const PointsChange = ({ value }: { value: number }) => {
    const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
    const colour = value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.primary';
    return (
        <Typography
            component="span"
            variant="body2"
            sx={{ color: colour, fontWeight: 600, whiteSpace: 'nowrap' }}
            data-testid="points-change"
        >
            {sign}
            {formatCount(Math.abs(value))}
        </Typography>
    );
};
