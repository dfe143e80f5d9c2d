import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

// Every UI string of the console. Copy the spec's strings exactly. Each area keeps to its own block.
export const en: TranslationMessages = {
    ...englishMessages,
    resources: {
        vouchers: { name: 'Voucher |||| Vouchers', fields: {} },
        advertisements: { name: 'Advertisement |||| Advertisements', fields: {} },
        customers: { name: 'Customer |||| Customers', fields: {} },
        customerVouchers: { name: 'Customer voucher |||| Customer vouchers', fields: {} },
    },
    app: {
        // Shell, login, toasts, shared formats (Console core)
        shell: {},
        // Vouchers screens
        vouchers: {},
        // Advertisements screens
        advertisements: {},
        // Customers screens
        customers: {},
        // Mockup screens (notifications, users, customer histories)
        mockups: {
            sample_data: {
                title: 'Sample data',
                message:
                    'This screen is a preview: it shows made-up examples and nothing you do here is saved.',
            },
        },
    },
};
