import { FILTER_ROLES, FORM_ROLES, USER_STATUSES } from '../../mockups/userSamples';

// The spec's orders (§2 for the filter, §6 for the form) and labels, shared with the sample screens.
const roleChoice = (id: string) => ({ id, name: `app.mockups.users.role.${id}` });
export const filterRoleChoices = FILTER_ROLES.map(roleChoice);
export const formRoleChoices = FORM_ROLES.map(roleChoice);
export const statusChoices = USER_STATUSES.map(id => ({
    id,
    name: `app.mockups.users.status.${id}`,
}));
