import type { Validator } from 'react-admin';

/**
 * Shows the required asterisk without a field-level check: the required fields are checked on submit by
 * voucherFieldErrors, in the spec's order and with its messages, which a field-level check would pre-empt.
 */
export const markedRequired: Validator = Object.assign(() => undefined, { isRequired: true });
