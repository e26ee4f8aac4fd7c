import { type Role, seesAllCommunities } from './roles.ts';

/**
 * The five communities are fixed business facts: their ids are stable so that rules keyed on one
 * community (the cellar's gross margin and VAT per line) can name it without a lookup.
 */
export const COMMUNITY_IDS = {
  kitchen: 'c0000000-0000-4000-8000-000000000001',
  garden: 'c0000000-0000-4000-8000-000000000002',
  farm: 'c0000000-0000-4000-8000-000000000003',
  cellar: 'c0000000-0000-4000-8000-000000000004',
  petCorner: 'c0000000-0000-4000-8000-000000000005',
} as const;

export const CELLAR_COMMUNITY_ID = COMMUNITY_IDS.cellar;

export const COMMUNITIES = [
  { id: COMMUNITY_IDS.kitchen, key: 'kitchen', name: { en: 'Kitchen', zh: '厨房' } },
  { id: COMMUNITY_IDS.garden, key: 'garden', name: { en: 'Garden', zh: '花园' } },
  { id: COMMUNITY_IDS.farm, key: 'farm', name: { en: 'Farm', zh: '农场' } },
  { id: COMMUNITY_IDS.cellar, key: 'cellar', name: { en: 'Cellar', zh: '酒窖' } },
  { id: COMMUNITY_IDS.petCorner, key: 'petCorner', name: { en: 'Pet corner', zh: '宠物角' } },
] as const;

const KNOWN = new Set<string>(COMMUNITIES.map((c) => c.id));

/** One of the five communities (a uuid compares lower-case, as it may be written either way). */
export function isKnownCommunity(id: string): boolean {
  return KNOWN.has(id.toLowerCase());
}

/**
 * The communities a member works in, as every screen offers them (filters, a form's choices):
 * all five to the roles that see every community, else his own. The server keeps to the same.
 */
export function communitiesOf(
  user: { role: Role; communities: readonly string[] } | null | undefined,
): (typeof COMMUNITIES)[number][] {
  return COMMUNITIES.filter(
    (c) => !!user && (seesAllCommunities(user.role) || user.communities.includes(c.id)),
  );
}

/** The translation key of a community's name (`communities.kitchen`); an unknown id's is its own. */
export const communityKey = (id: string): string =>
  `communities.${COMMUNITIES.find((c) => c.id === id.toLowerCase())?.key ?? id}`;

/**
 * A community select's values for the member, the row's current one first: the communities he
 * works in (all five to the roles that see every community; a caller not named, the role's own
 * rule, which leaves a scoped role only the current one).
 */
export function communityChoices(
  current: string,
  role: Role,
  me?: { communities: readonly string[] },
): string[] {
  const mine = communitiesOf({ role, communities: me?.communities ?? [] }).map((c) => c.id);
  return [current, ...mine.filter((id) => id !== current)];
}

export function isCellar(communityId: string | null | undefined): boolean {
  return communityId === CELLAR_COMMUNITY_ID;
}
