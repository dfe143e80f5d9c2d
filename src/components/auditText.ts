import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../../contract';
import { formatCount, formatDateTime, formatDay, formatMoney } from '../lib/format';
import { permissionKey } from '../lib/permissionKey';

// The trail as a clerk reads it: a record by its name, a change by its field's label and its values formatted
// as the screens show them (dates, money, statuses, permission names), never field names, ISO text or JSON.

/** Where each kind of record keeps its field labels (the screens' own), before the trail's own list. */
const fieldLabels: Record<string, string[]> = {
    voucher: ['resources.vouchers.fields'],
    advertisement: ['resources.advertisements.fields'],
    customer: ['resources.customers.fields'],
    staffUser: ['resources.users.fields'],
    notification: ['app.notifications.fields', 'app.mockups.notifications.fields'],
};

/** Values named by a label list: `${key}.${value}`, by kind of record and field ('*' for any kind). */
const choiceLabels: Record<string, string> = {
    'voucher.status': 'app.vouchers.status',
    'voucher.type': 'app.vouchers.type',
    'voucher.validityType': 'app.vouchers.validity',
    'voucher.validityUnit': 'app.vouchers.unit',
    'advertisement.status': 'app.advertisements.status',
    'customer.status': 'app.customers.status',
    'staffUser.status': 'app.mockups.users.status',
    'pointsEntry.kind': 'app.activity.entry_kinds',
    'notification.status': 'app.mockups.notifications.status',
    'notification.type': 'app.mockups.notifications.type',
    'notification.priority': 'app.mockups.notifications.priority',
    'notification.recipients': 'app.mockups.notifications.recipients',
    '*.role': 'app.mockups.users.role',
    '*.channels': 'app.notifications.channels',
};
// The server writes these in place of a customer's personal values, which the trail never holds.
const withheld: Record<string, string> = {
    '(personal data)': 'app.activity.personal_data',
    '(personal data, changed)': 'app.activity.personal_data_changed',
};
const moneyFields = new Set(['discountItemOriginalPrice', 'netTotalAmount']);
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isImage = (field: string) => /image/i.test(field);

/** The message keys that may label a field of this kind of record, the screen's own first. */
export const fieldLabelKeys = (entityType: string, field: string): string[] => {
    const lists = [...(fieldLabels[entityType] ?? []), 'app.activity.change_fields'];
    return lists.map(list => `${list}.${field}`);
};

/** 'pointsRequired' as 'Points required', for a field no label list names. */
const spelled = (field: string) => {
    const words = field.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
};

export const useAuditText = () => {
    const translate = useTranslate();
    const type = (entry: AuditEntry) =>
        translate(`app.activity.types.${entry.entityType}`, { _: spelled(entry.entityType) });

    const fieldLabel = (entry: AuditEntry, field: string) =>
        fieldLabelKeys(entry.entityType, field).reduceRight(
            (fallback, key) => translate(key, { _: fallback }),
            spelled(field)
        );

    const value = (entry: AuditEntry, field: string, shown: unknown): string => {
        if (shown === null || shown === undefined || shown === '') return '–';
        if (isImage(field)) return translate('app.activity.image_changed');
        if (Array.isArray(shown)) {
            if (field === 'permissions') {
                return shown
                    .map(name => {
                        const key = permissionKey(String(name));
                        return translate(`app.mockups.users.permissions.${key}`, {
                            _: String(name),
                        });
                    })
                    .join(', ');
            }
            return shown.map(item => value(entry, field, item)).join(', ');
        }
        if (typeof shown === 'boolean')
            return translate(shown ? 'ra.boolean.true' : 'ra.boolean.false');
        if (typeof shown === 'object') {
            return Object.entries(shown)
                .map(([key, inner]) => `${fieldLabel(entry, key)}: ${value(entry, key, inner)}`)
                .join('; ');
        }
        if (moneyFields.has(field)) return formatMoney(Number(shown));
        if (typeof shown === 'number') return formatCount(shown);
        const text = String(shown);
        if (withheld[text]) return translate(withheld[text], { _: text });
        const choices = choiceLabels[`${entry.entityType}.${field}`] ?? choiceLabels[`*.${field}`];
        if (choices) return translate(`${choices}.${text.replace(' ', '_')}`, { _: text });
        if (MOMENT.test(text)) return formatDateTime(text);
        if (DAY.test(text)) return formatDay(text);
        return text;
    };

    const record = (entry: AuditEntry) => {
        const kind = type(entry);
        const found = entry.record;
        if (entry.entityType === 'export') {
            const list = translate(`app.states.lists.${entry.entityId}`, { _: entry.entityId });
            return translate('app.activity.record.named', { type: kind, name: list });
        }
        if (found?.anonymised)
            return translate('app.activity.record.anonymised', { id: entry.entityId });
        if (found?.customer && found.name) {
            const args = { type: kind, name: found.name, customer: found.customer };
            return translate('app.activity.record.owned', {
                ...args,
                loginId: found.loginId ?? '',
            });
        }
        const name = found?.name ?? found?.customer;
        if (name && found?.loginId) {
            return translate('app.activity.record.person', {
                type: kind,
                name,
                loginId: found.loginId,
            });
        }
        if (name) return translate('app.activity.record.named', { type: kind, name });
        return translate('app.activity.record.numbered', { type: kind, id: entry.entityId });
    };

    return { record, fieldLabel, value };
};
