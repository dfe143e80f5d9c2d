import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathTo } from '../resources/routes';
import { ScreenHeading } from './ScreenHeading';

interface ListHeadingProps {
    resource: string;
    title: string;
    subtitle?: string;
    /** The create button's label; without it the list has none (customers). */
    createLabel?: string;
}

/**
 * A list's heading, with its create button beside it for those allowed to create: not in react-admin's list
 * toolbar, which on phones turns it into a floating button over the rows and leaves an empty band behind.
 */
export const ListHeading = ({ resource, title, subtitle, createLabel }: ListHeadingProps) => {
    const translate = useTranslate();
    const create = createLabel && (
        <CanAccess action="create" resource={resource}>
            <Button
                component={Link}
                to={pathTo(resource, 'create')}
                variant="contained"
                startIcon={<AddIcon />}
            >
                {translate(createLabel)}
            </Button>
        </CanAccess>
    );
    return <ScreenHeading title={title} subtitle={subtitle} actions={create} />;
};
