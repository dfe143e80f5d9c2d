import { Alert, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import type { ProgrammeSettings as Settings } from '../../../contract';
import { DetailList } from '../../mockups/DetailList';
import { MockupSection } from '../../mockups/MockupSection';
import { fetchProgrammeSettings } from './settingsCalls';

type Translate = ReturnType<typeof useTranslate>;

/** 900 reads '15 minutes', 30 '30 seconds'; whole minutes as minutes. */
const duration = (translate: Translate, seconds: number) =>
    seconds >= 60 && seconds % 60 === 0
        ? translate('app.settings.units.minutes', { smart_count: seconds / 60 })
        : translate('app.settings.units.seconds', { smart_count: seconds });

const rowsOf = (translate: Translate, settings: Settings): [string, string][] => {
    const label = (name: string) => translate(`app.settings.programme.${name}`);
    const limit = ({ attempts, windowSeconds }: { attempts: number; windowSeconds: number }) =>
        translate('app.settings.units.limit', {
            smart_count: attempts,
            window: duration(translate, windowSeconds),
        });
    const { loginThrottle } = settings;
    return [
        [label('access_token'), duration(translate, settings.accessTokenLifetimeSeconds)],
        [label('refresh_grace'), duration(translate, settings.refreshGraceSeconds)],
        [label('session_cache'), duration(translate, settings.sessionCacheSeconds)],
        [label('login_pair'), limit(loginThrottle.perPair)],
        [label('login_username'), limit(loginThrottle.perUsername)],
        [label('login_address'), limit(loginThrottle.perAddress)],
        [label('own_password'), limit(settings.ownPasswordThrottle)],
        // Absent from a server that predates the deeplink rule: the row is left out.
        ...(settings.deeplinkHosts
            ? [
                  [
                      label('deeplink_hosts'),
                      settings.deeplinkHosts.join(', ') || label('deeplink_hosts_none'),
                  ] as [string, string],
              ]
            : []),
    ];
};

/** The figures the server runs with (Manage Settings), read-only: they are changed in its configuration. */
export const ProgrammeSettings = () => {
    const translate = useTranslate();
    const { data, error, refetch } = useQuery({
        queryKey: ['settings', 'programme'],
        queryFn: fetchProgrammeSettings,
        retry: false,
    });
    let content = <Loading />;
    if (error) {
        content = (
            <Alert
                severity="error"
                action={<Button onClick={() => refetch()}>{translate('ra.action.refresh')}</Button>}
            >
                {translate('app.settings.programme.load_failed')}
            </Alert>
        );
    } else if (data) {
        content = <DetailList rows={rowsOf(translate, data)} />;
    }
    return (
        <MockupSection title="app.settings.programme.title">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.settings.programme.hint')}
            </Typography>
            {content}
        </MockupSection>
    );
};
