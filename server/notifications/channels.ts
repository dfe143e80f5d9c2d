import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { deeplinkProblem } from '../../contract/deeplink.ts';
import type { Config } from '../config.ts';

// The three outside channels. Each sender throws on failure (the job is retried) and throws Skip when a
// delivery cannot be made at all (no address): retrying would not help.

export interface Message {
    deliveryId: string;
    notificationId: string;
    title: string;
    message: string;
    type: string;
    priority: string;
    deeplink: string | null;
}

export interface Contact {
    type: 'customer' | 'staff';
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
}

/** Links of one delivery's email: the open pixel and the click redirect. */
export interface TrackingLinks {
    openUrl(deliveryId: string): string;
    clickUrl(deliveryId: string): string;
}

export class Skip extends Error {}

export type Sender = (contact: Contact, message: Message) => Promise<void>;
export type OutsideChannel = 'email' | 'sms' | 'push';

/** Why a channel is skipped when it has no configuration (shown per delivery and counted as skipped). */
export const notConfigured: Record<OutsideChannel, string> = {
    email: 'skipped: email is not configured',
    sms: 'skipped: SMS is not configured',
    push: 'skipped: push is not configured',
};

const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`);

function emailSender(config: Config, links: TrackingLinks): Sender | undefined {
    if (!config.smtpUrl) return undefined;
    const transport = nodemailer.createTransport(config.smtpUrl);
    return async (contact, message) => {
        if (!contact.email) throw new Skip('skipped: no email address');
        const click = message.deeplink ? links.clickUrl(message.deliveryId) : null;
        const paragraphs = escapeHtml(message.message).replace(/\n/g, '<br>');
        await transport.sendMail({
            from: config.emailFrom ?? 'Loyalty <no-reply@localhost>',
            to: { name: contact.name, address: contact.email },
            subject: message.title,
            text: click ? `${message.message}\n\nOpen: ${click}` : message.message,
            html: [
                `<h1>${escapeHtml(message.title)}</h1>`,
                `<p>${paragraphs}</p>`,
                click ? `<p><a href="${escapeHtml(click)}">Open</a></p>` : '',
                `<img src="${escapeHtml(links.openUrl(message.deliveryId))}" width="1" height="1" alt="">`,
            ].join('\n'),
        });
    };
}

/**
 * POSTs JSON to the merchant's gateway, signed: `X-Loyalty-Signature: sha256=<hex HMAC-SHA256 of
 * "<X-Loyalty-Timestamp>.<body>">`, so the gateway can tell our requests from forged or replayed ones.
 */
export async function postSigned(url: string, secret: string, payload: object) {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const response = await fetch(url, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            'x-loyalty-timestamp': timestamp,
            'x-loyalty-signature': `sha256=${signature}`,
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Gateway answered HTTP ${response.status}`);
}

function webhookSender(
    url: string | undefined,
    secret: string | undefined,
    payload: (contact: Contact, message: Message) => object
): Sender | undefined {
    if (!url || !secret) return undefined;
    return async (contact, message) => postSigned(url, secret, payload(contact, message));
}

/** The configured senders; a channel without configuration has none (its deliveries are skipped). */
export function createSenders(config: Config, links: TrackingLinks) {
    const senders: Partial<Record<OutsideChannel, Sender>> = {
        email: emailSender(config, links),
        sms: webhookSender(config.smsWebhookUrl, config.smsWebhookSecret, (contact, message) => {
            if (!contact.phone) throw new Skip('skipped: no phone number');
            return {
                deliveryId: message.deliveryId,
                notificationId: message.notificationId,
                customerId: String(contact.id),
                to: contact.phone,
                text: `${message.title}: ${message.message}`,
            };
        }),
        push: webhookSender(
            config.pushWebhookUrl,
            config.pushWebhookSecret,
            (contact, message) => ({
                deliveryId: message.deliveryId,
                notificationId: message.notificationId,
                customerId: String(contact.id),
                title: message.title,
                message: message.message,
                type: message.type,
                priority: message.priority,
                deeplink: message.deeplink,
            })
        ),
    };
    // A deeplink saved before the rule of contract/deeplink.ts (or to a host since removed) goes out as none.
    const hosts = config.deeplinkHosts ?? [];
    for (const channel of Object.keys(senders) as OutsideChannel[]) {
        const send = senders[channel];
        if (!send) continue;
        senders[channel] = (contact, message) =>
            send(contact, {
                ...message,
                deeplink:
                    message.deeplink && !deeplinkProblem(message.deeplink, hosts)
                        ? message.deeplink
                        : null,
            });
    }
    return senders;
}
