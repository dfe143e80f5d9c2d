import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Marks a mockup screen: its data is hard-coded and nothing it does is saved. The role 'status' makes
 * screen readers announce it when the screen opens, since the marker is the first thing a user must know.
 */
export const SampleDataBanner = () => {
    const translate = useTranslate();
    return (
        <Alert severity="info" variant="outlined" role="status" sx={{ mb: 2 }}>
            <AlertTitle>{translate('app.mockups.sample_data.title')}</AlertTitle>
            {translate('app.mockups.sample_data.message')}
        </Alert>
    );
};
