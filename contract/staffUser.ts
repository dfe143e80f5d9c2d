import { z } from 'zod';

/** Staff roles of spec §3 'User', as the token and the API spell them. */
export const staffRoles = ['admin', 'manager', 'marketer', 'advertiser', 'analyst'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;
