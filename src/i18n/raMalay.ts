import type { TranslationMessages } from 'react-admin';

// react-admin's own strings in Bahasa Malaysia: the same keys as ra-language-english, which has no
// Malay sibling. Keep every %{placeholder} and every '||||' exactly as in English.
//
// Plurals: node-polyglot groups 'ms' with the languages that have a single plural form, so for
// Malay it always shows the FIRST form, whatever the count. Malay nouns do not change after a
// number ('1 item', '5 item'), so a plural string here says the count in its first form and both
// forms read the same. The one exception is bulk_update_*: its first form is also the one
// react-admin's single-record UpdateWithConfirmButton uses (with %{recordRepresentation}), so it
// stays singular; the console shows no bulk actions.
export const raMalay: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Tambah penapis',
            add: 'Tambah',
            back: 'Kembali',
            bulk_actions: '%{smart_count} item dipilih |||| %{smart_count} item dipilih',
            cancel: 'Batal',
            clear_array_input: 'Kosongkan senarai',
            clear_input_value: 'Kosongkan nilai',
            clone: 'Klon',
            confirm: 'Sahkan',
            create: 'Cipta',
            create_item: 'Cipta %{item}',
            delete: 'Padam',
            edit: 'Sunting',
            export: 'Eksport',
            list: 'Senarai',
            refresh: 'Muat semula',
            remove_filter: 'Buang penapis ini',
            remove_all_filters: 'Buang semua penapis',
            remove: 'Buang',
            reset: 'Set semula',
            save: 'Simpan',
            search: 'Cari',
            search_columns: 'Cari lajur',
            select_all: 'Pilih semua',
            select_all_button: 'Pilih semua',
            select_row: 'Pilih baris ini',
            show: 'Papar',
            sort: 'Isih',
            undo: 'Buat asal',
            unselect: 'Nyahpilih',
            expand: 'Kembangkan',
            close: 'Tutup',
            open_menu: 'Buka menu',
            close_menu: 'Tutup menu',
            update: 'Kemas kini',
            move_up: 'Alih ke atas',
            move_down: 'Alih ke bawah',
            open: 'Buka',
            toggle_theme: 'Tukar mod cerah/gelap',
            select_columns: 'Lajur',
            update_application: 'Muat Semula Aplikasi',
        },
        boolean: {
            true: 'Ya',
            false: 'Tidak',
            // An em space, as in ra-language-english: an empty-looking cell for a null boolean.
            null: '\u2003',
        },
        page: {
            create: 'Cipta %{name}',
            dashboard: 'Papan pemuka',
            edit: '%{name} %{recordRepresentation}',
            error: 'Berlaku ralat',
            list: '%{name}',
            loading: 'Memuatkan',
            not_found: 'Tidak Ditemui',
            show: '%{name} %{recordRepresentation}',
            empty: 'Belum ada %{name}.',
            invite: 'Adakah anda mahu menambah satu?',
            access_denied: 'Akses ditolak',
            authentication_error: 'Ralat pengesahan',
        },
        input: {
            file: {
                upload_several:
                    'Letakkan beberapa fail di sini untuk dimuat naik, atau klik untuk memilih satu.',
                upload_single:
                    'Letakkan fail di sini untuk dimuat naik, atau klik untuk memilihnya.',
            },
            image: {
                upload_several:
                    'Letakkan beberapa gambar di sini untuk dimuat naik, atau klik untuk memilih satu.',
                upload_single:
                    'Letakkan gambar di sini untuk dimuat naik, atau klik untuk memilihnya.',
            },
            references: {
                all_missing: 'Data rujukan tidak dapat ditemui.',
                many_missing: 'Sekurang-kurangnya satu rujukan yang berkaitan tidak lagi tersedia.',
                single_missing: 'Rujukan yang berkaitan tidak lagi tersedia.',
            },
            password: {
                toggle_visible: 'Sembunyikan kata laluan',
                toggle_hidden: 'Tunjukkan kata laluan',
            },
        },
        message: {
            about: 'Perihal',
            access_denied: 'Anda tidak mempunyai kebenaran untuk mengakses halaman ini',
            are_you_sure: 'Adakah anda pasti?',
            authentication_error:
                'Pelayan pengesahan memulangkan ralat dan kelayakan anda tidak dapat disemak.',
            auth_error: 'Ralat berlaku semasa mengesahkan token pengesahan.',
            bulk_delete_content:
                'Adakah anda pasti mahu memadam %{smart_count} %{name} ini? |||| Adakah anda pasti mahu memadam %{smart_count} %{name} ini?',
            bulk_delete_title: 'Padam %{smart_count} %{name} |||| Padam %{smart_count} %{name}',
            bulk_update_content:
                'Adakah anda pasti mahu mengemas kini %{name} %{recordRepresentation}? |||| Adakah anda pasti mahu mengemas kini %{smart_count} item ini?',
            bulk_update_title:
                'Kemas kini %{name} %{recordRepresentation} |||| Kemas kini %{smart_count} %{name}',
            clear_array_input: 'Adakah anda pasti mahu mengosongkan keseluruhan senarai?',
            delete_content: 'Adakah anda pasti mahu memadam %{name} ini?',
            delete_title: 'Padam %{name} %{recordRepresentation}',
            details: 'Butiran',
            error: 'Ralat berlaku pada pihak klien dan permintaan anda tidak dapat diselesaikan.',
            invalid_form: 'Borang tidak sah. Sila semak ralat',
            loading: 'Sila tunggu',
            no: 'Tidak',
            // No full stop: react-admin's 404 page writes its own after it.
            not_found: 'Sama ada anda tersilap menaip URL, atau anda mengikuti pautan yang rosak',
            select_all_limit_reached:
                'Terlalu banyak item untuk dipilih semuanya. Hanya %{max} item pertama telah dipilih.',
            unsaved_changes:
                'Sebahagian perubahan anda belum disimpan. Adakah anda pasti mahu mengabaikannya?',
            yes: 'Ya',
            placeholder_data_warning: 'Masalah rangkaian: data gagal dimuat semula.',
        },
        navigation: {
            clear_filters: 'Kosongkan penapis',
            no_filtered_results: 'Tiada %{name} ditemui dengan penapis semasa.',
            no_results: 'Tiada %{name} ditemui',
            no_more_results:
                'Nombor halaman %{page} berada di luar julat. Cuba halaman sebelumnya.',
            page_out_of_boundaries: 'Nombor halaman %{page} di luar julat',
            page_out_from_end: 'Tidak boleh melepasi halaman terakhir',
            page_out_from_begin: 'Tidak boleh pergi sebelum halaman 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} daripada %{total}',
            partial_page_range_info: '%{offsetBegin}-%{offsetEnd} daripada lebih %{offsetEnd}',
            current_page: 'Halaman %{page}',
            page: 'Pergi ke halaman %{page}',
            first: 'Pergi ke halaman pertama',
            last: 'Pergi ke halaman terakhir',
            next: 'Pergi ke halaman seterusnya',
            previous: 'Pergi ke halaman sebelumnya',
            page_rows_per_page: 'Baris setiap halaman:',
            skip_nav: 'Langkau ke kandungan',
        },
        sort: {
            sort_by: 'Isih mengikut %{field_lower_first} %{order}',
            ASC: 'menaik',
            DESC: 'menurun',
        },
        auth: {
            auth_check_error: 'Sila log masuk untuk meneruskan',
            user_menu: 'Profil',
            username: 'Nama pengguna',
            password: 'Kata laluan',
            email: 'E-mel',
            sign_in: 'Log masuk',
            sign_in_error: 'Pengesahan gagal, sila cuba lagi',
            logout: 'Log keluar',
        },
        notification: {
            updated:
                '%{smart_count} item telah dikemas kini |||| %{smart_count} item telah dikemas kini',
            created: 'Item telah dicipta',
            deleted: '%{smart_count} item telah dipadam |||| %{smart_count} item telah dipadam',
            bad_item: 'Item tidak betul',
            item_doesnt_exist: 'Item tidak wujud',
            http_error: 'Ralat komunikasi dengan pelayan',
            data_provider_error: 'Ralat dataProvider. Semak konsol untuk butiran.',
            i18n_error: 'Tidak dapat memuatkan terjemahan untuk bahasa yang dipilih',
            canceled: 'Tindakan dibatalkan',
            logged_out: 'Sesi anda telah tamat, sila log masuk semula.',
            not_authorized: 'Anda tidak dibenarkan mengakses sumber ini.',
            application_update_available: 'Versi baharu telah tersedia.',
            offline: 'Tiada sambungan. Data tidak dapat diambil.',
        },
        validation: {
            required: 'Wajib diisi',
            minLength: 'Mesti sekurang-kurangnya %{min} aksara',
            maxLength: 'Mesti %{max} aksara atau kurang',
            minValue: 'Mesti sekurang-kurangnya %{min}',
            maxValue: 'Mesti %{max} atau kurang',
            number: 'Mesti nombor',
            email: 'Mesti alamat e-mel yang sah',
            oneOf: 'Mesti salah satu daripada: %{options}',
            regex: 'Mesti sepadan dengan format tertentu (regexp): %{pattern}',
            unique: 'Mesti unik',
        },
        saved_queries: {
            label: 'Pertanyaan tersimpan',
            query_name: 'Nama pertanyaan',
            new_label: 'Simpan pertanyaan semasa...',
            new_dialog_title: 'Simpan pertanyaan semasa sebagai',
            remove_label: 'Buang pertanyaan tersimpan',
            remove_label_with_name: 'Buang pertanyaan "%{name}"',
            remove_dialog_title: 'Buang pertanyaan tersimpan?',
            remove_message:
                'Adakah anda pasti mahu membuang item itu daripada senarai pertanyaan tersimpan anda?',
            help: 'Tapis senarai dan simpan pertanyaan ini untuk kegunaan kemudian',
        },
        guesser: {
            empty: {
                title: 'Tiada data untuk dipaparkan',
                message: 'Sila semak penyedia data anda',
            },
        },
        configurable: {
            customize: 'Suaikan',
            configureMode: 'Konfigurasikan halaman ini',
            inspector: {
                title: 'Pemeriksa',
                content: 'Halakan tetikus pada elemen UI aplikasi untuk mengkonfigurasikannya',
                reset: 'Set Semula Tetapan',
                hideAll: 'Sembunyikan Semua',
                showAll: 'Tunjukkan Semua',
            },
            Datagrid: {
                title: 'Grid data',
                unlabeled: 'Lajur tanpa label #%{column}',
            },
            SimpleForm: {
                title: 'Borang',
                unlabeled: 'Input tanpa label #%{input}',
            },
            SimpleList: {
                title: 'Senarai',
                primaryText: 'Teks utama',
                secondaryText: 'Teks kedua',
                tertiaryText: 'Teks ketiga',
            },
        },
    },
};
