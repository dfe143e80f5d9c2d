import type { MessageTree } from '../../lib/messages';

// The staff users' screens' strings in English and Bahasa Malaysia (the spec's sample screens' are shared,
// under app.mockups): the field labels, the screens' own and the menu entry. src/resources/messages.ts merges
// them with the shared ones.
export const en = {
    resources: {
        users: {
            name: 'User |||| Users',
            fields: {
                name: 'Name',
                username: 'Username',
                email: 'Email',
                phone: 'Phone',
                location: 'Location',
                joiningDate: 'Joining date',
                role: 'Role',
                status: 'Status',
                permissions: 'Permissions',
                notes: 'Notes',
                password: 'Password',
            },
        },
    },
    app: {
        shell: {
            menu: {
                users: 'Users',
            },
        },
        users: {
            search: 'Search name, username or email',
            form: {
                create_title: 'Add user',
                edit_title: 'User details',
                grants: {
                    limited:
                        'You can grant only the permissions you hold; only an Admin grants the Admin role, Manage Users or Manage Settings.',
                    own: 'You cannot change your own role, permissions or status.',
                    admin_account: "Only an Admin can change an Admin's account.",
                },
            },
            checklist: {
                title: 'Password rules',
                length: 'At least 8 characters',
                uppercase: 'An uppercase letter',
                lowercase: 'A lowercase letter',
                number: 'A number',
                special: 'A special character',
                name: 'Does not contain the name',
                username: 'Does not contain the username',
            },
            actions: {
                enable: 'Enable',
                disable: 'Disable',
                set_password: 'Set password',
                save_password: 'Save password',
                delete_title: 'Delete %{name}?',
                delete_content: 'They will no longer be able to sign in. This cannot be undone.',
                disable_title: 'Disable %{name}?',
                disable_content:
                    'They will no longer be able to sign in, and their open sessions end. You can enable them again later.',
            },
            toasts: {
                created: 'User created successfully',
                updated: 'User updated successfully',
                enabled: 'User enabled',
                disabled: 'User disabled',
                password_set: 'Password set; their sessions have ended',
                save_failed: 'Could not save the user',
                fetch_failed: 'Could not load the user',
            },
            validation: {
                email: 'Please enter a valid email',
                password: 'The password does not meet every rule',
            },
        },
    },
} satisfies MessageTree;

export const ms = {
    resources: {
        users: {
            name: 'Pengguna |||| Pengguna',
            fields: {
                name: 'Nama',
                username: 'Nama pengguna',
                email: 'E-mel',
                phone: 'Telefon',
                location: 'Lokasi',
                joiningDate: 'Tarikh menyertai',
                role: 'Peranan',
                status: 'Status',
                permissions: 'Kebenaran',
                notes: 'Catatan',
                password: 'Kata laluan',
            },
        },
    },
    app: {
        shell: {
            menu: {
                users: 'Pengguna',
            },
        },
        users: {
            search: 'Cari nama, nama pengguna atau e-mel',
            form: {
                create_title: 'Tambah pengguna',
                edit_title: 'Butiran pengguna',
                grants: {
                    limited:
                        'Anda hanya boleh memberi kebenaran yang anda miliki; hanya Admin boleh memberi peranan Admin, Urus Pengguna atau Urus Tetapan.',
                    own: 'Anda tidak boleh menukar peranan, kebenaran atau status anda sendiri.',
                    admin_account: 'Hanya Admin boleh mengubah akaun seorang Admin.',
                },
            },
            checklist: {
                title: 'Peraturan kata laluan',
                length: 'Sekurang-kurangnya 8 aksara',
                uppercase: 'Satu huruf besar',
                lowercase: 'Satu huruf kecil',
                number: 'Satu nombor',
                special: 'Satu aksara khas',
                name: 'Tidak mengandungi nama',
                username: 'Tidak mengandungi nama pengguna',
            },
            actions: {
                enable: 'Aktifkan',
                disable: 'Nyahaktifkan',
                set_password: 'Tetapkan kata laluan',
                save_password: 'Simpan kata laluan',
                delete_title: 'Padam %{name}?',
                delete_content:
                    'Mereka tidak lagi boleh log masuk. Tindakan ini tidak boleh dibatalkan.',
                disable_title: 'Nyahaktifkan %{name}?',
                disable_content:
                    'Mereka tidak lagi boleh log masuk, dan sesi terbuka mereka tamat. Anda boleh mengaktifkan mereka semula kemudian.',
            },
            toasts: {
                created: 'Pengguna berjaya dicipta',
                updated: 'Pengguna berjaya dikemas kini',
                enabled: 'Pengguna diaktifkan',
                disabled: 'Pengguna dinyahaktifkan',
                password_set: 'Kata laluan ditetapkan; sesi mereka telah tamat',
                save_failed: 'Pengguna tidak dapat disimpan',
                fetch_failed: 'Pengguna tidak dapat dimuatkan',
            },
            validation: {
                email: 'Sila masukkan e-mel yang sah',
                password: 'Kata laluan tidak memenuhi setiap peraturan',
            },
        },
    },
} satisfies MessageTree;
