import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt (memory-hard) from node:crypto at the OWASP recommendation: N=2^17, r=8, p=1, which
 * needs 128 MiB per hash (so maxmem is raised above it). Stored as `scrypt$N$r$p$salt$hash`, so
 * a hash made at an older cost still verifies and is upgraded at the member's next login.
 * SCRYPT_LOG2N lowers the cost for the test suites only (each hash takes seconds on a shared
 * test machine); it never goes below 2^14 and production leaves it unset.
 */
const DEFAULT_LOG2N = 17;
const R = 8;
const P = 1;
const KEY_LEN = 32;

/** The cost new hashes are made at. */
export function currentCost(): { n: number; r: number; p: number } {
  const raw = Number(process.env.SCRYPT_LOG2N || DEFAULT_LOG2N);
  const log2n = Number.isInteger(raw) && raw >= 14 && raw <= 20 ? raw : DEFAULT_LOG2N;
  return { n: 2 ** log2n, r: R, p: P };
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // 128·N·r bytes are needed; twice that leaves room for Node's own accounting
  const opts: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost = currentCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.n, cost.r, cost.p);
  return `scrypt$${cost.n}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made at a lower cost than today's: rehash it once the password is known. */
export function needsRehash(stored: string): boolean {
  const [alg, n, r, p] = stored.split('$');
  const cost = currentCost();
  return alg !== 'scrypt' || Number(n) < cost.n || Number(r) < cost.r || Number(p) < cost.p;
}

let dummy: { cost: number; hash: Promise<string> } | undefined;
/**
 * A hash to verify against when the e-mail is unknown, so that a wrong e-mail takes as long as a
 * wrong password and the answer time does not reveal which accounts exist. Made at today's cost,
 * like every hash once its owner has signed in since the cost was raised.
 */
export function dummyHash(): Promise<string> {
  const cost = currentCost();
  if (dummy?.cost !== cost.n)
    dummy = { cost: cost.n, hash: hashPassword(randomBytes(12).toString('hex'), cost) };
  return dummy.hash;
}
