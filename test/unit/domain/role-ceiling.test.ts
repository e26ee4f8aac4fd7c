import { describe, expect, it } from 'vitest';
import { mayGiveRole } from '../../../domain/role-ceiling.ts';
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
