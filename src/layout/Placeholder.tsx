import { Typography } from '@mui/material';

/** Temporary screen body for routes whose issue has not landed yet. */
export const Placeholder = ({ title }: { title: string }) => (
    <Typography variant="h5" component="h1" sx={{ p: 3 }}>
        {title}
    </Typography>
);
