import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorage, STORED_URI, type StorageName } from '../../domain/storages.ts';
import type { FileStore, ListedObject, ObjectKey } from './store.ts';

const TEMP_PREFIX = '.upload-';

/**
 * The store on local disk: `<root>/<storage>/<uri>`. Every path is built from a known store name
 * and a uri matching STORED_URI, then checked to lie inside the root, so no input can name a file
 * elsewhere. Writes go to a temporary name in the same folder and are renamed when complete
 * (rename is atomic within one file system).
 */
export class LocalDiskStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(storage: StorageName, name: string): string {
    if (!isStorage(storage) || name.includes('/') || name.includes('\\') || name.includes('\0'))
      throw new Error(`not a stored file name: ${storage}/${name}`);
    const full = path.resolve(this.root, storage, name);
    if (path.dirname(full) !== path.join(this.root, storage)) throw new Error(`outside the store: ${full}`);
    return full;
  }

  private fileOf(key: ObjectKey): string {
    if (!STORED_URI.test(key.uri)) throw new Error(`not a stored file name: ${key.uri}`);
    return this.pathOf(key.storage, key.uri);
  }

  async put(key: ObjectKey, body: Readable): Promise<number> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = this.pathOf(key.storage, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o640 });
    try {
      await pipeline(body, out);
      await rename(temp, file);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    return out.bytesWritten;
  }

  async get(key: ObjectKey) {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(file), size: info.size };
  }

  async delete(key: ObjectKey): Promise<void> {
    await unlink(this.fileOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async *list(storage: StorageName): AsyncIterable<ListedObject> {
    const dir = await opendir(path.join(this.root, storage)).catch(() => undefined);
    if (!dir) return;
    for await (const entry of dir) {
      if (!entry.isFile()) continue;
      const info = await stat(path.join(dir.path, entry.name)).catch(() => undefined);
      if (info) yield { name: entry.name, size: info.size, modifiedAt: info.mtime };
    }
  }

  async probe(name: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const file = path.join(this.root, `${TEMP_PREFIX}probe-${name.replace(/[^0-9a-z]/g, '')}`);
    await writeFile(file, 'probe', { flag: 'wx' });
    await unlink(file);
  }

  async deleteListed(storage: StorageName, name: string): Promise<void> {
    await unlink(this.pathOf(storage, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}
