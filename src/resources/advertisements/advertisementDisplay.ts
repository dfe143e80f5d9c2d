import type { Advertisement, AdvertisementStatus } from '../../../contract';
import { DATE_FORMATS, formatDate } from '../../lib/format';

/** Spec §2: the advertisement list shows DD-MM-YYYY; an open-ended campaign has no end date. */
export const formatAdvertisementDate = (value: string | null | undefined) =>
    formatDate(value, DATE_FORMATS.dayNumeric, '-');

/** 'in draft' has a space, which a message key cannot hold. */
export const statusLabelKey = (status: AdvertisementStatus) =>
    `app.advertisements.status.${status.replace(' ', '_')}`;

/** An active campaign whose start is still ahead: it is not showing yet. */
export const hasNotStarted = (
    { status, startDateTime }: Pick<Advertisement, 'status' | 'startDateTime'>,
    now = Date.now()
) => status === 'active' && Date.parse(startDateTime) > now;
