/**
 * What the API layer needs of the signed-in session. The session belongs to the shell
 * (src/app/session.ts), which hands these in at start-up (`connectApi`), so src/api imports
 * nothing of src/app: the two would otherwise import each other (the session renews its token
 * through src/api/auth.ts). Until then there is no session: no token, nothing to clear.
 */
export interface SessionAccess {
  /** the bearer token to send now, renewed first when it is about to expire or when `force` asks */
  freshToken: (force?: boolean) => Promise<string | null>;
  /** forgets the session and returns to the login: the server refused the caller */
  clearSession: () => void;
}

let access: SessionAccess | null = null;

export function provideSession(a: SessionAccess): void {
  access = a;
}

export function freshToken(force = false): Promise<string | null> {
  return access ? access.freshToken(force) : Promise.resolve(null);
}

export function clearSession(): void {
  access?.clearSession();
}
