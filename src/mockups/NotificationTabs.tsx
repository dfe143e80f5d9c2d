import { Box, Stack, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { NOTIFICATION_STATUSES, type NotificationStatus } from './notificationSamples';

export type NotificationTab = 'all' | NotificationStatus;
export const NOTIFICATION_TABS: NotificationTab[] = ['all', ...NOTIFICATION_STATUSES];
const PANEL_ID = 'notifications-panel';
const tabId = (tab: NotificationTab) => `notifications-tab-${tab}`;

interface NotificationTabsProps {
    value: NotificationTab;
    onChange: (tab: NotificationTab) => void;
    /** Each tab's count; none is shown while it is unknown. */
    countOf: (tab: NotificationTab) => number | undefined;
    /** The panel of the chosen tab. */
    children: ReactNode;
}

/** All, Sent, Scheduled and Drafts with their counts (spec §2), and the panel they control. */
export const NotificationTabs = ({ value, onChange, countOf, children }: NotificationTabsProps) => {
    const translate = useTranslate();
    return (
        <>
            <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
                <Tabs
                    value={value}
                    onChange={(_, tab: NotificationTab) => onChange(tab)}
                    aria-label={translate('app.mockups.notifications.tabs.label')}
                    variant="scrollable"
                    scrollButtons={false}
                >
                    {NOTIFICATION_TABS.map(tab => (
                        <Tab
                            key={tab}
                            value={tab}
                            id={tabId(tab)}
                            aria-controls={PANEL_ID}
                            sx={{ minWidth: 0, flex: { xs: 1, sm: 'none' }, px: { xs: 1, sm: 2 } }}
                            label={
                                <Stack
                                    direction={{ xs: 'column', sm: 'row' }}
                                    sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 } }}
                                >
                                    <span>
                                        {translate(`app.mockups.notifications.tabs.${tab}`)}
                                    </span>
                                    <Box
                                        component="span"
                                        sx={{
                                            px: 1,
                                            minWidth: 24,
                                            borderRadius: 8,
                                            bgcolor: 'action.selected',
                                            typography: 'caption',
                                            fontWeight: 600,
                                        }}
                                    >
                                        {countOf(tab) ?? '\u00a0'}
                                    </Box>
                                </Stack>
                            }
                        />
                    ))}
                </Tabs>
            </Box>
            <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(value)}>
                {children}
            </div>
        </>
    );
};
