/** Where the signed-in session is kept in localStorage (read by the end-to-end tests' direct sign-in too). */
export const SESSION_KEY = 'comptoir.session';
