import type { MessageTree } from '../../lib/messages';

// The Setting screen's strings in English and Bahasa Malaysia, and its menu entry. src/resources/messages.ts
// merges them with the shared ones.
export const en = {
    app: {
        shell: {
            menu: {
                setting: 'Setting',
            },
        },
        settings: {
            title: 'Setting',
            subtitle: 'Your account and password, and the settings this programme runs with.',
            account: {
                title: 'My account',
                edit: 'Edit my details',
                save: 'Save Changes',
                saved: 'Your details were saved',
                save_failed: 'Could not save your details',
                load_failed: 'Could not load your account',
                flags_hint:
                    'Your role and permissions are given by a staff member with Manage Users.',
            },
            password: {
                title: 'Change password',
                hint: 'Your other signed-in sessions end when you change it; this one goes on.',
                current: 'Current password',
                new: 'New password',
                confirm: 'Confirm new password',
                save: 'Change password',
                changed: 'Password changed',
                failed: 'Could not change your password',
                current_required: 'Please enter your current password',
                mismatch: 'The passwords do not match',
                first_title: 'Choose your own password',
                first_intro:
                    'The password you signed in with is known to others. Choose your own before you go on: until then nothing else opens.',
            },
            programme: {
                title: 'Programme settings',
                hint: "Read-only: these figures come from the server's configuration and are changed there.",
                load_failed: 'Could not load the programme settings',
                access_token: 'Access token lifetime',
                refresh_grace: 'Refresh grace period',
                session_cache: 'A sign-out reaches every server within',
                login_pair: 'Failed logins per username and address',
                login_username: 'Failed logins per username',
                login_address: 'Failed logins per address',
                own_password: "Wrong current passwords when changing one's own",
                deeplink_hosts: 'Hosts a web deeplink may go to',
                deeplink_hosts_none: 'None: app screens (screen:param) only',
            },
            units: {
                seconds: '%{smart_count} second |||| %{smart_count} seconds',
                minutes: '%{smart_count} minute |||| %{smart_count} minutes',
                limit: '%{smart_count} per %{window}',
            },
        },
    },
} satisfies MessageTree;

export const ms = {
    app: {
        shell: {
            menu: {
                setting: 'Tetapan',
            },
        },
        settings: {
            title: 'Tetapan',
            subtitle: 'Akaun dan kata laluan anda, serta tetapan yang digunakan oleh program ini.',
            account: {
                title: 'Akaun saya',
                edit: 'Sunting butiran saya',
                save: 'Simpan Perubahan',
                saved: 'Butiran anda telah disimpan',
                save_failed: 'Tidak dapat menyimpan butiran anda',
                load_failed: 'Tidak dapat memuatkan akaun anda',
                flags_hint:
                    'Peranan dan kebenaran anda diberikan oleh kakitangan yang mempunyai kebenaran Urus Pengguna.',
            },
            password: {
                title: 'Tukar kata laluan',
                hint: 'Sesi log masuk anda yang lain akan tamat apabila anda menukarnya; sesi ini diteruskan.',
                current: 'Kata laluan semasa',
                new: 'Kata laluan baharu',
                confirm: 'Sahkan kata laluan baharu',
                save: 'Tukar kata laluan',
                changed: 'Kata laluan telah ditukar',
                failed: 'Tidak dapat menukar kata laluan anda',
                current_required: 'Sila masukkan kata laluan semasa anda',
                mismatch: 'Kata laluan tidak sepadan',
                first_title: 'Pilih kata laluan anda sendiri',
                first_intro:
                    'Kata laluan yang anda gunakan untuk log masuk diketahui oleh orang lain. Pilih kata laluan anda sendiri sebelum meneruskan: sehingga itu, tiada yang lain boleh dibuka.',
            },
            programme: {
                title: 'Tetapan program',
                hint: 'Baca sahaja: angka ini datang daripada konfigurasi pelayan dan ditukar di sana.',
                load_failed: 'Tidak dapat memuatkan tetapan program',
                access_token: 'Tempoh hayat token akses',
                refresh_grace: 'Tempoh tangguh pembaharuan',
                session_cache: 'Log keluar sampai ke setiap pelayan dalam',
                login_pair: 'Log masuk gagal bagi setiap nama pengguna dan alamat',
                login_username: 'Log masuk gagal bagi setiap nama pengguna',
                login_address: 'Log masuk gagal bagi setiap alamat',
                own_password: 'Kata laluan semasa yang salah semasa menukar kata laluan sendiri',
                deeplink_hosts: 'Hos yang boleh dituju oleh pautan dalam ke laman web',
                deeplink_hosts_none: 'Tiada: skrin aplikasi (screen:param) sahaja',
            },
            units: {
                seconds: '%{smart_count} saat |||| %{smart_count} saat',
                minutes: '%{smart_count} minit |||| %{smart_count} minit',
                limit: '%{smart_count} setiap %{window}',
            },
        },
    },
} satisfies MessageTree;
