// A staff user's flag as the console names it (app.mockups.users.permissions.*): a write flag by its area, as
// the spec's sample screens do ('customers:write' is 'Manage Customers'), and the personal data read flag of
// our server by its own name ('customers:personal' is 'Customer Personal Data').

export const personalDataFlag = 'customers:personal';

export const permissionKey = (permission: string) =>
    permission === personalDataFlag
        ? 'customers_personal'
        : (permission.split(':')[0] ?? permission);
