import type { MessageTree } from '../../lib/messages';

// The Advertisements screens' strings in English and Bahasa Malaysia: the field labels, the screens' own
// (app.advertisements) and the menu entry. src/resources/messages.ts merges them with the shared ones.
export const en = {
    resources: {
        advertisements: {
            name: 'Advertisement |||| Advertisements',
            fields: {
                title: 'Campaign name',
                description: 'Description',
                deeplink: 'Deeplink',
                startDateTime: 'Start date and time',
                endDateTime: 'End date and time',
                isActive: 'Active',
                file: 'Image',
                status: 'Status',
            },
            notifications: {
                created: 'Advertisement created successfully',
                updated: 'Advertisement updated successfully',
            },
        },
    },
    app: {
        shell: {
            menu: {
                advertisements: 'Advertisements',
            },
        },
        advertisements: {
            list: {
                title: 'Manage Advertisement',
                create: 'Create advertisement',
                campaign: 'Campaign',
                start: 'Start Date',
                end: 'End date',
                status: 'Status',
                actions: 'Actions',
                view_details: 'View Details',
                delete_item: 'Delete item',
                delete_title: 'Delete advertisement',
                delete_content: 'Delete the campaign "%{title}"? It cannot be undone.',
                delete_confirm: 'Delete',
                delete_named: 'Delete %{title}',
                actions_for: 'Actions for %{title}',
                show_details: 'Show details of %{title}',
                hide_details: 'Hide details of %{title}',
            },
            filters: { all: 'All' },
            status: {
                active: 'Active',
                expired: 'Expired',
                in_draft: 'In Draft',
                active_from: 'Active · starts %{date}',
            },
            form: {
                create_title: 'Create advertisement',
                edit_title: 'Edit advertisement',
                details_title: 'Advertisement details',
                read_only: 'You can view this campaign; changing it needs Manage Advertisements.',
                create: 'Create advertisement',
                save: 'Save Changes',
                cancel: 'Cancel',
                back: 'Back to list',
                deeplink_hint:
                    'Optional. Format screen:param, for example voucher:42, or https:// to an allowed host',
                end_hint: 'Optional. Choose a start date first',
                end_optional: 'Optional',
                end_cleared: 'The end date was cleared because it fell before the new start date',
                upload_formats: 'SVG, PNG, JPG or GIF (max. 5MB)',
            },
            validation: {
                title: 'Please enter a campaign name',
                start: 'Please select a start date',
                image: 'Please upload an advertisement image',
                deeplink: 'Enter the deeplink as screen:param, for example voucher:42',
                start_before_today: 'The start date cannot be earlier than today',
                start_before_original:
                    'The start date cannot be earlier than the original start date',
                end_before_start: 'The end date cannot be earlier than the start date',
            },
            toasts: {
                missing_information: 'Missing information',
                invalid_information: 'Invalid information',
                missing_image: 'Missing image',
                fetch_failed: 'Failed to fetch advertisement details',
                save_failed: 'Failed to save advertisement',
                deleted: 'Advertisement deleted successfully',
                delete_failed: 'Failed to delete advertisement',
            },
        },
    },
} satisfies MessageTree;

export const ms = {
    resources: {
        advertisements: {
            name: 'Iklan |||| Iklan',
            fields: {
                title: 'Nama kempen',
                description: 'Penerangan',
                deeplink: 'Deeplink',
                startDateTime: 'Tarikh dan masa mula',
                endDateTime: 'Tarikh dan masa tamat',
                isActive: 'Aktif',
                file: 'Imej',
                status: 'Status',
            },
            notifications: {
                created: 'Iklan berjaya dicipta',
                updated: 'Iklan berjaya dikemas kini',
            },
        },
    },
    app: {
        shell: {
            menu: {
                advertisements: 'Iklan',
            },
        },
        advertisements: {
            list: {
                title: 'Urus Iklan',
                create: 'Cipta iklan',
                campaign: 'Kempen',
                start: 'Tarikh Mula',
                end: 'Tarikh tamat',
                status: 'Status',
                actions: 'Tindakan',
                view_details: 'Lihat Butiran',
                delete_item: 'Padam item',
                delete_title: 'Padam iklan',
                delete_content: 'Padam kempen "%{title}"? Tindakan ini tidak boleh dibatalkan.',
                delete_confirm: 'Padam',
                delete_named: 'Padam %{title}',
                actions_for: 'Tindakan untuk %{title}',
                show_details: 'Tunjukkan butiran %{title}',
                hide_details: 'Sembunyikan butiran %{title}',
            },
            filters: { all: 'Semua' },
            status: {
                active: 'Aktif',
                expired: 'Tamat Tempoh',
                in_draft: 'Draf',
                active_from: 'Aktif · bermula %{date}',
            },
            form: {
                create_title: 'Cipta iklan',
                edit_title: 'Sunting iklan',
                details_title: 'Butiran iklan',
                read_only: 'Anda boleh melihat kempen ini; mengubahnya memerlukan Urus Iklan.',
                create: 'Cipta iklan',
                save: 'Simpan Perubahan',
                cancel: 'Batal',
                back: 'Kembali ke senarai',
                deeplink_hint:
                    'Pilihan. Format screen:param, contohnya voucher:42, atau https:// ke hos yang dibenarkan',
                end_hint: 'Pilihan. Pilih tarikh mula dahulu',
                end_optional: 'Pilihan',
                end_cleared:
                    'Tarikh tamat telah dikosongkan kerana ia jatuh sebelum tarikh mula yang baharu',
                upload_formats: 'SVG, PNG, JPG atau GIF (maks. 5MB)',
            },
            validation: {
                title: 'Sila masukkan nama kempen',
                start: 'Sila pilih tarikh mula',
                image: 'Sila muat naik imej iklan',
                deeplink: 'Masukkan deeplink dalam format screen:param, contohnya voucher:42',
                start_before_today: 'Tarikh mula tidak boleh lebih awal daripada hari ini',
                start_before_original:
                    'Tarikh mula tidak boleh lebih awal daripada tarikh mula asal',
                end_before_start: 'Tarikh tamat tidak boleh lebih awal daripada tarikh mula',
            },
            toasts: {
                missing_information: 'Maklumat tidak lengkap',
                invalid_information: 'Maklumat tidak sah',
                missing_image: 'Tiada imej',
                fetch_failed: 'Gagal mendapatkan butiran iklan',
                save_failed: 'Gagal menyimpan iklan',
                deleted: 'Iklan berjaya dipadam',
                delete_failed: 'Gagal memadam iklan',
            },
        },
    },
} satisfies MessageTree;
