import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

export const FormHeading = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <>
            <Title title={title} />
            <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {translate(title)}
            </Typography>
        </>
    );
};
