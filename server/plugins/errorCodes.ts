import type { ErrorCode } from '../../contract/index.ts';
import { VOUCHER_RULE_CODES, VOUCHER_RULE_MESSAGES } from '../../contract/voucherRules.ts';

// Every English refusal the server writes, with the code a client translates (the console's `app.errors.*`).
// A pattern's named groups are the code's params. The messages stay where each rule lives, in English for logs
// and for programs that read `message`; this catalogue is the one place that names them for translation.
const catalogue: [pattern: string | RegExp, code: string][] = [
    // Customers
    ['Please enter a first name', 'first_name_required'],
    ['Please enter a last name', 'last_name_required'],
    ['Please enter an email', 'email_required'],
    ['Please enter a phone number', 'phone_required'],
    ['Please enter a valid email address', 'email_invalid'],
    ['Please enter a phone number such as +60123456789 or 012-345 6789', 'phone_invalid'],
    ['Another customer already uses this email address', 'email_taken'],
    ["You do not have permission to change customers' personal data", 'personal_data_forbidden'],
    ['Customer suspended', 'customer_suspended'],
    ['This customer is suspended and cannot be assigned vouchers', 'customer_suspended'],
    [
        /^Customers? (?<ids>[\d, ]+) (is|are) suspended and cannot be assigned vouchers$/,
        'customers_suspended',
    ],
    ['Repeated customer', 'customer_repeated'],
    ['users must not repeat a customer', 'customer_repeated'],
    // Assigning vouchers and the points ledger
    ['Only admins can assign a private voucher', 'private_assign_admin_only'],
    ['This voucher has expired', 'voucher_expired'],
    [
        /^This voucher has no copies left \((?<issued>\d+) of (?<limit>\d+) issued\)$/,
        'no_copies_left',
    ],
    [
        /^This voucher has only (?<left>\d+) cop(y|ies) left \((?<issued>\d+) of (?<limit>\d+) issued\) for (?<asked>\d+) customers$/,
        'few_copies_left',
    ],
    ['Usage limit reached', 'usage_limit_reached'],
    ['Per-customer limit reached', 'per_customer_limit_reached'],
    [
        /^This customer already holds (?<limit>\d+) of this voucher, the most allowed per customer$/,
        'per_customer_limit',
    ],
    [
        /^Customers? (?<ids>[\d, ]+) already holds? (?<limit>\d+) of this voucher, the most allowed per customer$/,
        'per_customer_limit_customers',
    ],
    [/^This customer has (?<points>\d+) points; this voucher costs (?<cost>\d+)$/, 'points_short'],
    [
        /^Customers? (?<ids>[\d, ]+) ha(s|ve) fewer than (?<cost>\d+) points, the cost of this voucher$/,
        'points_short_customers',
    ],
    ['Insufficient points', 'insufficient_points'],
    [/^The balance is (?<balance>-?\d+) points$/, 'balance_is'],
    [
        'A reversal or refund cannot be reversed; make an adjustment instead',
        'reversal_not_reversible',
    ],
    ['This entry has already been reversed', 'already_reversed'],
    ['Points must be a whole number', 'points_whole'],
    ['Points must not be 0', 'points_not_zero'],
    ['Please enter a reason', 'reason_required'],
    ['At most 200 characters', 'field_too_long'],
    // Vouchers: spec §5's submit rules, with their messages and codes from contract/voucherRules.ts
    ...Object.entries(VOUCHER_RULE_CODES).map(
        ([rule, code]) =>
            [VOUCHER_RULE_MESSAGES[rule as keyof typeof VOUCHER_RULE_CODES], code] as [
                string,
                string,
            ]
    ),
    [
        /^The usage limit cannot be below the (?<issued>\d+) vouchers already issued$/,
        'usage_limit_below_issued',
    ],
    ['Only admins can delete a private voucher', 'private_delete_admin_only'],
    ['Only admins can make a private voucher public', 'private_public_admin_only'],
    // Advertisements
    ['Please enter a campaign name', 'campaign_name_required'],
    ['Please select a start date', 'start_date_required'],
    ['The end date must not be before the start date', 'end_before_start'],
    ['The deeplink must look like screen:param', 'deeplink_invalid'],
    ['A web deeplink must be https:// to one of the allowed hosts', 'deeplink_host'],
    ['The image is empty', 'image_empty'],
    ['The image must be a JPEG or PNG file', 'image_type'],
    ['The image must be at most 5 MB', 'image_too_large'],
    ['The image cannot be read: it is damaged or not a JPEG or PNG file', 'image_unreadable'],
    [
        /^The image must be at most (?<side>\d+) pixels on each side and (?<megapixels>\d+) megapixels$/,
        'image_pixels',
    ],
    ['At most 5 MB', 'image_too_large'],
    // Staff users and one's own account
    ['This username is already taken', 'username_taken'],
    ['Username is required', 'username_required'],
    ['Username must be 3 to 40 letters, digits, dots, dashes or underscores', 'username_format'],
    ['Email must be an email address', 'email_invalid'],
    ['Name is required', 'name_required'],
    ['Joining date must be a date (YYYY-MM-DD)', 'date_invalid'],
    ['Password is required', 'password_required'],
    [
        'The last active Admin cannot be deleted; make another user an active Admin first',
        'last_admin_deleted',
    ],
    [
        'The last active Admin cannot be disabled; make another user an active Admin first',
        'last_admin_disabled',
    ],
    [
        'The last active Admin cannot be demoted; make another user an active Admin first',
        'last_admin_demoted',
    ],
    ['You cannot delete your own account', 'own_account_delete'],
    ['You cannot disable your own account', 'own_account_disable'],
    ['You cannot remove your own Manage Users permission', 'own_manage_users'],
    ['You cannot change your own role, permissions or status', 'own_access_change'],
    ["Only an active Admin can change an Admin's account", 'admin_account_only'],
    [
        'Only an active Admin can grant or remove the Admin role, Manage Users or Manage Settings',
        'admin_grants_only',
    ],
    ['You cannot grant a permission you do not hold', 'grant_not_held'],
    [
        'You cannot disable, delete or set the password of someone holding a permission you cannot grant',
        'target_outranks',
    ],
    ['Change your own password from your profile, giving your current one', 'own_password_reset'],
    ['The current password is incorrect', 'current_password_wrong'],
    ['Password must be at least 8 characters', 'password_length'],
    ['Password must contain an uppercase letter', 'password_uppercase'],
    ['Password must contain a lowercase letter', 'password_lowercase'],
    ['Password must contain a number', 'password_number'],
    ['Password must contain a special character', 'password_special'],
    ['Password must not contain your name', 'password_name'],
    ['Password must not contain your username', 'password_username'],
    [
        /^Too many wrong current passwords\. Please try again in (?<minutes>\d+) minutes?\.$/,
        'password_attempts',
    ],
    // Notifications
    ['A sent notification cannot be edited', 'notification_sent_edit'],
    ['A sent notification cannot be deleted', 'notification_sent_delete'],
    ['This notification has already been sent', 'notification_already_sent'],
    ['A sent notification cannot be rescheduled', 'notification_sent_reschedule'],
    ['Only a scheduled notification can be unscheduled', 'notification_not_scheduled'],
    ['This notification has expired', 'notification_expired'],
    ['Scheduled time must be in the future', 'scheduled_in_past'],
    ['Expiry date must be after the scheduled time', 'expiry_before_schedule'],
    ['Expiry date must be in the future', 'expiry_in_past'],
    ['Admins can be reached in-app and by email only', 'admin_channels'],
    ['Choose at least one customer', 'customers_required'],
    ['Choose at least one channel', 'channels_required'],
    ['Each channel once', 'channels_repeated'],
    ['Customer ids are numbers', 'field_invalid'],
    ['Title is required', 'title_required'],
    ['Title is at most 120 characters', 'field_too_long'],
    ['Message is required', 'message_required'],
    ['Message is at most 2000 characters', 'field_too_long'],
    ['You can mark only your own messages', 'inbox_not_own'],
    // Retries (plugins/idempotency.ts)
    ['This Idempotency-Key was used with another request', 'idempotency_key_reused'],
    ['A request with this Idempotency-Key is still running', 'idempotency_in_progress'],
    [
        'The request with this Idempotency-Key made its change, but its answer was lost; read the record instead',
        'idempotency_answer_lost',
    ],
    [
        'A retry with this Idempotency-Key took it over while this request ran; nothing was changed',
        'idempotency_claim_taken_over',
    ],
    // Sessions and access
    ['Too many failed login attempts. Please try again later.', 'login_attempts'],
    ['Session expired. Please sign in again.', 'session_expired'],
    ['Session ended. Please sign in again.', 'session_expired'],
    ['You do not have permission to do this', 'forbidden'],
    ['Missing or invalid XSRF token', 'xsrf_invalid'],
    ['Please change your password before going on', 'password_change_required'],
    ['The request conflicts with the current data', 'conflict'],
    ['Unknown field', 'unknown_field'],
    [/^(?<field>\w+) is not a valid date$/, 'date_invalid'],
    ['must be a positive whole number', 'field_whole_number'],
    [/^must be at most (?<maximum>\d+)$/, 'field_too_large'],
];

const exact = new Map(
    catalogue.filter(([pattern]) => typeof pattern === 'string') as [string, string][]
);
const patterns = catalogue.filter(([pattern]) => pattern instanceof RegExp) as [RegExp, string][];

/** The code of one of the server's English messages, with the numbers and ids it names; undefined if unknown. */
export function codeOf(message: string): ErrorCode | undefined {
    const code = exact.get(message);
    if (code) return { code, params: {} };
    for (const [pattern, patternCode] of patterns) {
        const match = pattern.exec(message);
        if (match) return { code: patternCode, params: { ...match.groups } };
    }
    return undefined;
}

/** What an answer of this status is, when its message has no code of its own. */
export function codeOfStatus(status: number): string {
    if (status === 400) return 'invalid_input';
    if (status === 401) return 'unauthenticated';
    if (status === 403) return 'forbidden';
    if (status === 404) return 'not_found';
    if (status === 409) return 'conflict';
    if (status === 413) return 'too_large';
    if (status === 415) return 'unsupported_media';
    if (status === 429) return 'too_many_requests';
    if (status === 503) return 'unavailable';
    return status >= 500 ? 'internal' : 'invalid_input';
}
