// The calls of spec §7, as its table names them (method and OpenAPI-style path). Every other route of our
// server is an extension; the OpenAPI document marks those, and the live contract suite reports on these.
export const SPEC_CALLS = [
    'POST /v1/i/auth/login',
    'POST /v1/i/auth/token/refresh',
    'GET /v1/i/vouchers',
    'GET /v1/i/vouchers/{id}',
    'POST /v1/i/vouchers',
    'PATCH /v1/i/vouchers/{id}',
    'DELETE /v1/i/vouchers/{id}',
    'GET /v1/i/advertisement',
    'GET /v1/i/advertisement/{id}',
    'POST /v1/i/advertisement',
    'PATCH /v1/i/advertisement',
    'GET /v1/i/customers',
    'GET /v1/i/customers/{id}',
    'GET /v1/i/customer/{id}',
    'GET /v1/i/customers/{id}/vouchers',
    'POST /v1/i/vouchers/{voucherId}/users/assign',
    'DELETE /v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}',
] as const;
