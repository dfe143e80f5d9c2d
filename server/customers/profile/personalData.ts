import type { FastifyRequest } from 'fastify';
import type {
    CustomerProfile,
    CustomerSummary,
    DeliveryListAnswer,
} from '../../../contract/index.ts';

// Customers' personal data (name, email, phone, address, city, state) is answered as it is only to staff holding
// `customers:personal`; everyone else reads it masked, by the server, in lists, details, edit screens, exports and
// delivery lists. A masked value keeps its shape, enough to tell two customers apart on a call: `j***@e***.com`,
// `+601*******89`, `J*** S***`. The login ID, the country, the status and the points are not personal here.

export const personalPermission = 'customers:personal';

/** Whether the signed-in staff member reads customers' personal data unmasked. */
export const seesPersonalData = (request: FastifyRequest) =>
    request.staff?.permissions.includes(personalPermission) ?? false;

const firstOf = (text: string) => Array.from(text)[0] ?? '';

/** Each word as its first letter and three stars: 'Siti Aminah' as 'S*** A***'. */
export const maskName = (name: string) =>
    name
        .split(/(\s+)/)
        .map(part => (part.trim() === '' ? part : `${firstOf(part)}***`))
        .join('');

/** 'jane.doe@example.com' as 'j***@e***.com': the first letters and the last part of the domain. */
export function maskEmail(email: string) {
    const at = email.lastIndexOf('@');
    if (at < 0) return maskName(email);
    const domain = email.slice(at + 1);
    const dot = domain.lastIndexOf('.');
    const top = dot > 0 ? domain.slice(dot) : '';
    return `${firstOf(email)}***@${firstOf(domain)}***${top}`;
}

/** Every digit but the first three and the last two as a star, the separators kept: '+60 1*-*** **89'. */
export function maskPhone(phone: string) {
    const total = phone.replace(/\D/g, '').length;
    let seen = 0;
    return phone.replace(/\d/g, digit => {
        seen++;
        return seen <= 3 || seen > total - 2 ? digit : '*';
    });
}

/** An address line (or city, state) as stars; null stays null. */
export const maskText = (text: string | null) => (text === null ? null : '***');

/** Email addresses and phone-like digit runs inside a free text (a mail server's refusal) as masks. */
export const maskInText = (text: string) =>
    text
        .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, maskEmail)
        .replace(/\+?\d[\d\s-]{6,}\d/g, maskPhone);

export function maskSummary<Row extends Pick<CustomerSummary, 'name' | 'email'>>(row: Row): Row {
    return { ...row, name: maskName(row.name), email: maskEmail(row.email) };
}

export function maskProfile(profile: CustomerProfile): CustomerProfile {
    return {
        ...profile,
        firstName: maskName(profile.firstName),
        lastName: maskName(profile.lastName),
        email: maskEmail(profile.email),
        phoneNumber: maskPhone(profile.phoneNumber),
        address: maskText(profile.address),
        city: maskText(profile.city),
        state: maskText(profile.state),
    };
}

export const personalDataRefusal = "You do not have permission to change customers' personal data";

/** A delivery list: a customer recipient's name, and any address or number in a failure's reason, masked. */
export function maskDeliveries(answer: DeliveryListAnswer): DeliveryListAnswer {
    return {
        ...answer,
        deliveries: answer.deliveries.map(delivery => ({
            ...delivery,
            recipientName:
                delivery.recipientType === 'customer' && delivery.recipientName !== null
                    ? maskName(delivery.recipientName)
                    : delivery.recipientName,
            reason: delivery.reason === null ? null : maskInText(delivery.reason),
        })),
    };
}
