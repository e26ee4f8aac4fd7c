import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadDotEnv } from '../../server/config.ts';

afterEach(() => {
  delete process.env.COMPTOIR_DOTENV_A;
  delete process.env.COMPTOIR_DOTENV_B;
});

it('reads .env when there is one, the environment winning over the file', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-env-'));
  try {
    loadDotEnv(dir);
    expect(process.env.COMPTOIR_DOTENV_A).toBeUndefined();
    await writeFile(path.join(dir, '.env'), 'COMPTOIR_DOTENV_A=from-file\nCOMPTOIR_DOTENV_B=from-file\n');
    process.env.COMPTOIR_DOTENV_B = 'from-env';
    loadDotEnv(dir);
    expect(process.env.COMPTOIR_DOTENV_A).toBe('from-file');
    expect(process.env.COMPTOIR_DOTENV_B).toBe('from-env');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
