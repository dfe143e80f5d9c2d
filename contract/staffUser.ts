import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { permissions } from './permissions.ts';

/** Staff roles of spec §3 'User', as the token and the API spell them. */
export const staffRoles = ['admin', 'manager', 'marketer', 'advertiser', 'analyst'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * Spec §3's Active and Inactive, spelled in lower case like the roles and every other status of the API (the
 * list's `status` parameter is compared in lower case); the console shows the spec's words.
 */
export const staffUserStatuses = ['active', 'inactive'] as const;
export const staffUserStatusSchema = z.enum(staffUserStatuses);
export type StaffUserStatus = z.infer<typeof staffUserStatusSchema>;

export const permissionSchema = z.enum(permissions);

/** A staff user as the `staff-users` extension answers it. The password never leaves the server. */
export const staffUserSchema = z.strictObject({
    id: z.string(),
    /** How they sign in; unique whatever the case, stored in lower case. */
    username: z.string(),
    email: z.string().nullable(),
    name: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    /** A calendar date, YYYY-MM-DD. */
    joiningDate: z.iso.date().nullable(),
    role: staffRoleSchema,
    status: staffUserStatusSchema,
    /** The flags that are enforced; a role only proposes its defaults (permissions.ts). */
    permissions: z.array(permissionSchema),
    notes: z.string().nullable(),
    passwordChangedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The fields a create or an update may set, besides the password. */
const staffUserFields = {
    username: z
        .string()
        .trim()
        .regex(
            /^[A-Za-z0-9._-]{3,40}$/,
            'Username must be 3 to 40 letters, digits, dots, dashes or underscores'
        )
        .transform(value => value.toLowerCase()),
    email: z.email('Email must be an email address').max(200).nullable().optional(),
    name: z.string().trim().min(1, 'Name is required').max(120),
    phone: optionalText(40),
    location: optionalText(120),
    joiningDate: z.iso.date('Joining date must be a date (YYYY-MM-DD)').nullable().optional(),
    role: staffRoleSchema,
    status: staffUserStatusSchema.optional(),
    /** Left out: the role's defaults on create, and on an update that changes the role. */
    permissions: z.array(permissionSchema).optional(),
    notes: optionalText(2000),
};

/** POST /v1/i/staff-users. The password policy (passwordRules.ts) is checked by the server after parsing. */
export const staffUserCreateSchema = z.strictObject({
    ...staffUserFields,
    password: z.string().max(200),
});
export type StaffUserCreate = z.infer<typeof staffUserCreateSchema>;

/** PATCH /v1/i/staff-users/:id: any of the fields; the password has its own route. */
export const staffUserUpdateSchema = z.strictObject(staffUserFields).partial();
export type StaffUserUpdate = z.infer<typeof staffUserUpdateSchema>;

/** POST /v1/i/staff-users/:id/password: an admin sets a new password. */
export const staffUserPasswordSchema = z.strictObject({ password: z.string().max(200) });

/** POST /v1/i/auth/password: the signed-in staff member changes their own password. */
export const ownPasswordChangeSchema = z.strictObject({
    currentPassword: z.string().max(200),
    newPassword: z.string().max(200),
});
export type OwnPasswordChange = z.infer<typeof ownPasswordChangeSchema>;
