import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** What a customer screen shows instead of its content when the load failed (the failure is logged). */
export const NotFoundCard = ({
    title,
    hint,
    back,
}: {
    title: string;
    hint?: string;
    back: { to: string; label: string };
}) => {
    const translate = useTranslate();
    return (
        <Card role="alert">
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate(title)}
                </Typography>
                {hint && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate(hint)}
                    </Typography>
                )}
                <Button component={Link} to={back.to} variant="outlined">
                    {translate(back.label)}
                </Button>
            </CardContent>
        </Card>
    );
};
