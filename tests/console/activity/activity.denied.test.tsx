import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { serveTrail } from './activityApi';

setUpApi();
const SLOW = { timeout: 10_000 };

describe('Activity for a role without Manage Users', { timeout: 30_000 }, () => {
    it('shows Access denied and never asks the server for the trail it would refuse', async () => {
        const queries = serveTrail([]);
        // A Manager: every flag but Manage Users and Settings, so the trail is not theirs to read.
        server.use(
            refreshHandler(
                makeToken({ permissions: defaultPermissions('manager') as never }),
                [],
                ['audit-log']
            )
        );
        renderApp('/activity');
        expect(await screen.findByText('Access denied', {}, SLOW)).toBeVisible();
        // react-admin's list would ask once its access check answered, even when the answer was no.
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(queries).toHaveLength(0);
    });
});
