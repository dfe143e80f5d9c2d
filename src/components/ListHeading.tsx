import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathTo } from '../lib/screenPaths';
import { Allowed } from './Allowed';
import { ScreenHeading } from './ScreenHeading';

export interface ListHeadingProps {
    /** The resource whose create screen the button opens; by default the one in context. */
    resource?: string;
    title: string;
    subtitle?: string;
    /** The create button's label; without it the list has none (customers). */
    createLabel?: string;
    /** The list's filters, shown between the heading and the buttons. */
    filters?: ReactNode;
    /** The export button, placed before the create button. */
    exportButton?: ReactNode;
}

/**
 * Every list's header: heading, filters, then export and create (for those allowed to create) on one row,
 * wrapping the same way on phones (see ScreenHeading). Not react-admin's list toolbar, which on phones turns
 * the create button into a floating button over the rows and leaves an empty band behind.
 */
export const ListHeading = ({
    resource,
    title,
    subtitle,
    createLabel,
    filters,
    exportButton,
}: ListHeadingProps) => {
    const translate = useTranslate();
    const resourceName = useResourceContext({ resource }) ?? '';
    const create = createLabel && (
        <Allowed action="create" resource={resourceName}>
            <Button
                component={Link}
                to={pathTo(resourceName, 'create')}
                variant="contained"
                startIcon={<AddIcon />}
            >
                {translate(createLabel)}
            </Button>
        </Allowed>
    );
    const actions =
        exportButton || create ? (
            <>
                {exportButton}
                {create}
            </>
        ) : undefined;
    return <ScreenHeading title={title} subtitle={subtitle} filters={filters} actions={actions} />;
};
