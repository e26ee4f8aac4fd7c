import net from 'node:net';

/**
 * A port of 54400-54499 that nothing listens on right now, for a throwaway embedded PostgreSQL
 * (the test run, the type generator); the scan starts at random so parallel runs spread out.
 */
export async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 54400 + ((start + i) % 100);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.createServer().once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port in 54400-54499');
}
