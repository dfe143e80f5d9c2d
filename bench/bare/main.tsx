import {
    Admin,
    type AuthProvider,
    type DataProvider,
    DataTable,
    List,
    Resource,
} from 'react-admin';
import { createRoot } from 'react-dom/client';

// The benchmark's baseline: the smallest react-admin page with one resource (react-admin 5's List and
// DataTable, as its guesser writes them) against the same API, with the
// same session mechanics the console needs (token in memory, refresh cookie on load, XSRF header).

let token: string | null = null;

const xsrf = () => document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '';

const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf()));
    const response = await fetch(path, { ...init, headers, credentials: 'include' });
    if (!response.ok)
        throw Object.assign(new Error(response.statusText), { status: response.status });
    return response.json();
};

const authProvider: AuthProvider = {
    login: async params => {
        const body = await call('/v1/i/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(params),
        });
        token = body.token;
    },
    logout: async () => {
        token = null;
    },
    checkAuth: async () => {
        if (token) return;
        const body = await call('/v1/i/auth/token/refresh', { method: 'POST' });
        token = body.data?.token ?? body.token;
    },
    checkError: async error => {
        if (error?.status === 401) throw error;
    },
};

const dataProvider = {
    getList: async (
        _resource: string,
        { pagination }: { pagination?: { page: number; perPage: number } }
    ) => {
        const body = await call('/v1/i/vouchers');
        const all = body.data?.vouchers ?? body.vouchers;
        const { page, perPage } = pagination ?? { page: 1, perPage: all.length };
        return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
} as unknown as DataProvider;

const VoucherList = () => (
    <List>
        <DataTable bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="type" />
            <DataTable.Col source="status" />
        </DataTable>
    </List>
);

const root = document.getElementById('root');
if (root) {
    createRoot(root).render(
        <Admin authProvider={authProvider} dataProvider={dataProvider} requireAuth disableTelemetry>
            <Resource name="vouchers" list={VoucherList} />
        </Admin>
    );
}
