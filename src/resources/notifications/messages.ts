import type { MessageTree } from '../../lib/messages';

// The notifications screens' strings in English and Bahasa Malaysia (the spec's sample screens' are shared,
// under app.mockups): the screens' own and the menu entry. src/resources/messages.ts merges them with the
// shared ones.
export const en = {
    app: {
        shell: {
            menu: {
                notifications: 'Notifications',
            },
        },
        notifications: {
            search: 'Search title or message',
            loading: 'Loading notifications',
            no_match: 'No notification matches this search.',
            back: 'Back to notifications',
            sent_final: 'This notification has been sent and can no longer be edited.',
            channels: { 'in-app': 'In-App', email: 'Email', sms: 'SMS', push: 'Push' },
            fields: { deeplink: 'Link', customers: 'Customers' },
            actions: {
                view: 'View details',
                edit: 'Edit',
                sendNow: 'Send Now',
                schedule: 'Schedule',
                unschedule: 'Back to draft',
                delete: 'Delete',
            },
            confirm: {
                sendNow_title: 'Send "%{title}" now?',
                sendNow_content:
                    'It goes out to its recipients straight away and can no longer be edited.',
                unschedule_title: 'Take "%{title}" back to drafts?',
                unschedule_content:
                    'It will not go out at its scheduled time. You can schedule or send it later.',
                delete_title: 'Delete "%{title}"?',
                delete_content: 'This draft will be removed. This action cannot be undone.',
            },
            done: {
                sendNow: '"%{title}" is being sent',
                schedule: '"%{title}" is scheduled for %{date}',
                unschedule: '"%{title}" is back in drafts',
                delete: '"%{title}" was deleted',
            },
            saved: {
                draft: 'Draft "%{title}" saved',
                schedule: '"%{title}" is scheduled for %{date}',
                sendNow: '"%{title}" is being sent',
            },
            failed: {
                load: 'Could not load the notification',
                save: 'Could not save the notification',
                draft: 'Saved, but could not take the notification back to drafts',
                sendNow: 'Could not send the notification',
                schedule: 'Could not schedule the notification',
                unschedule: 'Could not take the notification back to drafts',
                delete: 'Could not delete the notification',
            },
            progress: {
                preparing: 'Preparing to send...',
                sending: 'Sending %{done} of %{total}',
            },
            details: {
                figures: 'Delivery by channel',
                channel: 'Channel',
                customers: '%{smart_count} chosen customer |||| %{smart_count} chosen customers',
            },
            delivery: {
                queued: 'Queued',
                delivered: 'Delivered',
                failed: 'Failed',
                skipped: 'Skipped',
            },
            form: {
                draft: 'Save draft',
                draft_running: 'Saving...',
                schedule: 'Schedule',
                schedule_running: 'Scheduling...',
                sendNow: 'Send Now',
                sendNow_running: 'Sending...',
                scheduled_hint: "When 'Schedule' sends it.",
                deeplink_hint:
                    'Optional: where a click leads, an app screen (screen:param) or https:// to an allowed host.',
                customers_hint: 'Type a name or login ID to find customers.',
                admins_hint: 'Admins receive in-app and email messages only.',
            },
            validation: {
                customers: 'Choose at least one customer',
                schedule_required: 'Choose when to send it',
            },
            inbox: {
                title: 'Messages',
                read: 'Read',
                unread: 'Unread',
                delivered: 'Delivered %{date}',
                failed: 'Could not load the messages.',
                empty: 'No messages for this customer yet.',
                summary:
                    '%{smart_count} message, %{unread} unread |||| %{smart_count} messages, %{unread} unread',
            },
        },
    },
} satisfies MessageTree;

export const ms = {
    app: {
        shell: {
            menu: {
                notifications: 'Pemberitahuan',
            },
        },
        notifications: {
            search: 'Cari tajuk atau mesej',
            loading: 'Memuatkan pemberitahuan',
            no_match: 'Tiada pemberitahuan yang sepadan dengan carian ini.',
            back: 'Kembali ke pemberitahuan',
            sent_final: 'Pemberitahuan ini telah dihantar dan tidak boleh disunting lagi.',
            channels: { 'in-app': 'Dalam Aplikasi', email: 'E-mel', sms: 'SMS', push: 'Push' },
            fields: { deeplink: 'Pautan', customers: 'Pelanggan' },
            actions: {
                view: 'Lihat butiran',
                edit: 'Sunting',
                sendNow: 'Hantar Sekarang',
                schedule: 'Jadualkan',
                unschedule: 'Kembali ke draf',
                delete: 'Padam',
            },
            confirm: {
                sendNow_title: 'Hantar "%{title}" sekarang?',
                sendNow_content:
                    'Ia dihantar kepada penerimanya serta-merta dan tidak boleh disunting lagi.',
                unschedule_title: 'Kembalikan "%{title}" ke draf?',
                unschedule_content:
                    'Ia tidak akan dihantar pada masa yang dijadualkan. Anda boleh menjadualkan atau menghantarnya kemudian.',
                delete_title: 'Padam "%{title}"?',
                delete_content: 'Draf ini akan dibuang. Tindakan ini tidak boleh dibatalkan.',
            },
            done: {
                sendNow: '"%{title}" sedang dihantar',
                schedule: '"%{title}" dijadualkan pada %{date}',
                unschedule: '"%{title}" kembali ke draf',
                delete: '"%{title}" telah dipadam',
            },
            saved: {
                draft: 'Draf "%{title}" disimpan',
                schedule: '"%{title}" dijadualkan pada %{date}',
                sendNow: '"%{title}" sedang dihantar',
            },
            failed: {
                load: 'Pemberitahuan tidak dapat dimuatkan',
                save: 'Pemberitahuan tidak dapat disimpan',
                draft: 'Disimpan, tetapi pemberitahuan tidak dapat dikembalikan ke draf',
                sendNow: 'Pemberitahuan tidak dapat dihantar',
                schedule: 'Pemberitahuan tidak dapat dijadualkan',
                unschedule: 'Pemberitahuan tidak dapat dikembalikan ke draf',
                delete: 'Pemberitahuan tidak dapat dipadam',
            },
            progress: {
                preparing: 'Bersedia untuk menghantar...',
                sending: 'Menghantar %{done} daripada %{total}',
            },
            details: {
                figures: 'Penghantaran mengikut saluran',
                channel: 'Saluran',
                customers: '%{smart_count} pelanggan dipilih |||| %{smart_count} pelanggan dipilih',
            },
            delivery: {
                queued: 'Dalam baris gilir',
                delivered: 'Dihantar',
                failed: 'Gagal',
                skipped: 'Dilangkau',
            },
            form: {
                draft: 'Simpan draf',
                draft_running: 'Menyimpan...',
                schedule: 'Jadualkan',
                schedule_running: 'Menjadualkan...',
                sendNow: 'Hantar Sekarang',
                sendNow_running: 'Menghantar...',
                scheduled_hint: "Bila 'Jadualkan' menghantarnya.",
                deeplink_hint:
                    'Pilihan: ke mana klik membawa, skrin aplikasi (screen:param) atau https:// ke hos yang dibenarkan.',
                customers_hint: 'Taip nama atau ID log masuk untuk mencari pelanggan.',
                admins_hint: 'Pentadbir hanya menerima mesej dalam aplikasi dan e-mel.',
            },
            validation: {
                customers: 'Pilih sekurang-kurangnya seorang pelanggan',
                schedule_required: 'Pilih bila untuk menghantarnya',
            },
            inbox: {
                title: 'Mesej',
                read: 'Dibaca',
                unread: 'Belum dibaca',
                delivered: 'Dihantar %{date}',
                failed: 'Mesej tidak dapat dimuatkan.',
                empty: 'Belum ada mesej untuk pelanggan ini.',
                summary:
                    '%{smart_count} mesej, %{unread} belum dibaca |||| %{smart_count} mesej, %{unread} belum dibaca',
            },
        },
    },
} satisfies MessageTree;
