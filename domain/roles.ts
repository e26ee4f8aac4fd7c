/** The eight staff roles of the console, in the order the spec lists them. */
export const ROLES = [
  'super-admin',
  'admin',
  'product-manager',
  'community-manager',
  'customer-hero',
  'logistic',
  'designer',
  'finance',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles a team-member form may assign: super-admin is only ever seeded, never created from the UI. */
export const ASSIGNABLE_ROLES = ROLES.filter((r) => r !== 'super-admin');

/** Roles that see every community; everyone else is scoped to their own communities. */
export const ALL_COMMUNITY_ROLES: readonly Role[] = ['super-admin', 'admin'];

export function seesAllCommunities(role: Role): boolean {
  return ALL_COMMUNITY_ROLES.includes(role);
}

export const CITIES = ['All', 'Shanghai', 'Guangzhou'] as const;
export type City = (typeof CITIES)[number];
