import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../credentials';

// The five roles, each signed in as its demo staff member (server/seed/staffUsers.ts), and the two sizes.

export const STAFF = [
    { role: 'admin', username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    { role: 'manager', username: 'manager', password: 'Teh-Tarik#2026' },
    { role: 'marketer', username: 'marketer', password: 'Nasi-Lemak#2026' },
    { role: 'advertiser', username: 'advertiser', password: 'Roti-Canai#2026' },
    { role: 'analyst', username: 'analyst', password: 'Kuih-Lapis#2026' },
] as const;

export const LOCALES = ['en', 'ms'] as const;

export const SIZES = [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
] as const;

export const sizeName = (size: { width: number; height: number }) => `${size.width}x${size.height}`;
