import { describe, expect, it } from 'vitest';
import { mayEditMember, mayGiveRole } from '../../../domain/role-ceiling.ts';
import { ASSIGNABLE_ROLES } from '../../../domain/roles.ts';

/** The roles each team editor may give, as the team form's role select offers them. */
describe('mayGiveRole', () => {
  const given = (actor: Parameters<typeof mayGiveRole>[0]) =>
    ASSIGNABLE_ROLES.filter((r) => mayGiveRole(actor, r));

  it('lets the admins give every assignable role', () => {
    expect(given('super-admin')).toEqual(ASSIGNABLE_ROLES);
    expect(given('admin')).toEqual(ASSIGNABLE_ROLES);
  });

  it('lets a product-manager give only roles with no right he lacks', () => {
    expect(given('product-manager')).toEqual(['product-manager', 'logistic', 'designer']);
  });

  it('never gives a super-admin', () => {
    expect(mayGiveRole('super-admin', 'super-admin')).toBe(false);
  });
});

/** Whom each team editor may edit at all: himself, or a member whose role he may give. */
describe('mayEditMember', () => {
  const pm = { id: 'pm', role: 'product-manager' as const };
  it('keeps a product-manager off the members above his rights, not off himself', () => {
    for (const role of ['finance', 'community-manager', 'customer-hero', 'admin'] as const)
      expect(mayEditMember(pm, { id: 'x', role }), role).toBe(false);
    for (const role of ['product-manager', 'logistic', 'designer'] as const)
      expect(mayEditMember(pm, { id: 'x', role }), role).toBe(true);
    expect(mayEditMember(pm, pm)).toBe(true);
  });

  it('lets an admin edit every assignable role, and a super-admin his fellows', () => {
    for (const role of ASSIGNABLE_ROLES)
      expect(mayEditMember({ id: 'a', role: 'admin' }, { id: 'x', role })).toBe(true);
    expect(mayEditMember({ id: 'a', role: 'admin' }, { id: 'x', role: 'super-admin' })).toBe(false);
    expect(mayEditMember({ id: 's', role: 'super-admin' }, { id: 'x', role: 'super-admin' })).toBe(true);
  });
});
