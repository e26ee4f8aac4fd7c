import ky from 'ky';
import type { AuthAnswer } from '../../domain/users/schema.ts';

// A bare client: the auth calls must not go through the bearer/refresh hooks of the main client,
// or a failing refresh would recurse into itself.
const bare = ky.create({ prefix: '/api', retry: 0, timeout: 20_000 });

export function login(email: string, password: string): Promise<AuthAnswer> {
  return bare.post('auth/login', { json: { email, password } }).json<AuthAnswer>();
}

export function refresh(refreshToken: string): Promise<AuthAnswer> {
  return bare.post('auth/login', { searchParams: { refreshToken } }).json<AuthAnswer>();
}

/** Best effort: the session is forgotten locally whatever the server answers. */
export async function logout(refreshToken: string): Promise<void> {
  try {
    await bare.post('auth/logout', { json: { refreshToken } });
  } catch {
    // the refresh token expires on its own; nothing useful to tell the user
  }
}
