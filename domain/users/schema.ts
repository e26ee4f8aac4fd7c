import * as v from 'valibot';
import { ASSIGNABLE_ROLES, CITIES, type ROLES } from '../roles.ts';
import { email, id, int, MSG, requiredText } from '../schemas/common.ts';

const password = () =>
  v.pipe(v.string(MSG.required), v.minLength(8, MSG.passwordTooShort), v.maxLength(200, MSG.tooLong));

const base = {
  name: requiredText(120),
  email: email(),
  role: v.picklist(ASSIGNABLE_ROLES, MSG.required),
  city: v.optional(v.picklist(CITIES, MSG.invalid), 'All'),
  communities: v.optional(v.pipe(v.array(id(), MSG.invalid), v.maxLength(20, MSG.tooLong)), []),
};

/** POST /api/users: the password is required on create only. */
export const UserCreate = v.strictObject({ ...base, password: password() });
export type UserCreate = v.InferOutput<typeof UserCreate>;

/** PUT /api/users/{id}: any subset; `disabled: true` is the soft delete. */
export const UserUpdate = v.strictObject({
  name: v.optional(base.name),
  email: v.optional(base.email),
  role: v.optional(base.role),
  city: v.optional(v.picklist(CITIES, MSG.invalid)),
  communities: v.optional(base.communities),
  password: v.optional(v.union([v.literal(''), password()], MSG.passwordTooShort)),
  disabled: v.optional(v.boolean(MSG.invalid)),
  /** the version the edit was based on; a stale one is a 409 with the current record */
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
});
export type UserUpdate = v.InferOutput<typeof UserUpdate>;

/** What the API returns for a team member (never the password hash). */
export interface User {
  id: string;
  name: string;
  email: string;
  role: (typeof ROLES)[number];
  city: (typeof CITIES)[number];
  communities: string[];
  disabled: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** What POST /api/auth/login answers, for both the password and the refresh-token variants. */
export interface AuthAnswer {
  token: string;
  expireAt: string;
  refreshToken: string;
  refreshExpireAt: string;
  user: User;
}

// The login form's own rule is "a valid e-mail"; the password is only checked for presence
// here, since its length rule applies when it is set, not when it is typed at login.
export const LoginBody = v.strictObject({
  email: email(),
  password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong)),
});
/** POST /api/auth/password: a member's own password, only with the current one. */
export const PasswordChange = v.strictObject({
  currentPassword: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong)),
  newPassword: password(),
});
export type PasswordChange = v.InferOutput<typeof PasswordChange>;

/** The profile's form of it: the new password typed twice (the API takes it once). */
export const PasswordChangeForm = v.pipe(
  v.strictObject({ ...PasswordChange.entries, repeatPassword: v.string(MSG.required) }),
  v.forward(
    v.check((x) => x.newPassword === x.repeatPassword, 'validation.passwordsDiffer'),
    ['repeatPassword'],
  ),
);

export const LogoutBody = v.optional(
  v.strictObject({ refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
);
