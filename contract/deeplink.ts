/**
 * The one deeplink rule of advertisements and notifications. Either screen:param, as the spec describes the
 * deeplink (for example `voucher:42` or `promo:raya-2026`): a screen name and one parameter of letters, digits,
 * `.`, `_` and `-`, which the app opens as a screen; URL schemes are not screens, so that a client treating it as
 * a link is never handed something it would run or fetch. Or an https:// address on one of the hosts the merchant
 * lists (DEEPLINK_HOSTS; none by default, so no web links until some are listed). Nothing else: no javascript:,
 * data:, file:, http:// or credentials in the address.
 */
const screenPattern = /^[A-Za-z][\w-]{0,39}:[\w.-]{1,200}$/;
const urlSchemes = new Set([
    'about',
    'blob',
    'content',
    'data',
    'file',
    'ftp',
    'http',
    'https',
    'intent',
    'javascript',
    'mailto',
    'sms',
    'tel',
    'vbscript',
    'ws',
    'wss',
]);

export const deeplinkMessages = {
    invalid: 'The deeplink must look like screen:param',
    host: 'A web deeplink must be https:// to one of the allowed hosts',
} as const;

export const isScreenDeeplink = (value: string) =>
    screenPattern.test(value) && !urlSchemes.has((value.split(':')[0] ?? '').toLowerCase());

/** The https:// address, when `value` is one on a listed host (its host and port as listed, lower case). */
export function allowedWebLink(value: string, hosts: readonly string[]): URL | undefined {
    if (!/^https:\/\//i.test(value) || value.length > 500) return undefined;
    let url: URL;
    try {
        url = new URL(value);
    } catch {
        return undefined;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return undefined;
    const listed = hosts.map(host => host.trim().toLowerCase()).filter(Boolean);
    return listed.includes(url.host.toLowerCase()) ? url : undefined;
}

/** What is wrong with a deeplink, as one of deeplinkMessages; undefined when it follows the rule. */
export function deeplinkProblem(value: string, hosts: readonly string[]): string | undefined {
    if (isScreenDeeplink(value) || allowedWebLink(value, hosts)) return undefined;
    return /^https:\/\//i.test(value) ? deeplinkMessages.host : deeplinkMessages.invalid;
}
