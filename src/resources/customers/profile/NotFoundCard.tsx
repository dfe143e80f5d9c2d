import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown instead of a screen's content when its load failed; the failure itself is only logged. */
export const NotFoundCard = ({ title, hint }: { title: string; hint: string }) => {
    const translate = useTranslate();
    return (
        <Card role="alert">
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate(title)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate(hint)}
                </Typography>
            </CardContent>
        </Card>
    );
};
