import { RESOURCES } from './domain/resources/index.ts';
for (const r of Object.values(RESOURCES) as any[]) {
  for (const [name, op] of Object.entries(r.ops) as any) {
    if (op.method === 'GET') continue;
    console.log(r.key.padEnd(22), name.padEnd(20), op.method.padEnd(6), op.path.padEnd(60), op.idempotent ? 'IDEMP' : '', op.body ? 'body' : '', op.upload ? 'upload' : '');
  }
}
