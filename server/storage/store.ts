import type { Readable } from 'node:stream';
import type { StorageName } from '../../domain/storages.ts';

/** A file in a store: its store and its generated name (domain/storages.ts STORED_URI). */
export interface ObjectKey {
  storage: StorageName;
  uri: string;
}

export interface StoredObject {
  body: Readable;
  size: number;
}

export interface ListedObject {
  /** the name in the store; may be a leftover temporary name, never trusted as a uri */
  name: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where file contents live. The database (`files` table) says what a file is and who uses it;
 * the store only keeps bytes under a key. Local disk now (local-disk.ts); an S3-compatible
 * bucket implements the same four calls (docs/files.md).
 */
export interface FileStore {
  /**
   * Streams `body` under `key`; the key becomes visible only once every byte is written, so a
   * failed or aborted upload leaves nothing readable. Resolves to the number of bytes written.
   */
  put(key: ObjectKey, body: Readable, contentType: string): Promise<number>;
  /** the content and size, or undefined when the key holds nothing */
  get(key: ObjectKey): Promise<StoredObject | undefined>;
  /** removing a missing key is not an error */
  delete(key: ObjectKey): Promise<void>;
  /** every object of a store, for the sweep that removes bytes no row describes */
  list(storage: StorageName): AsyncIterable<ListedObject>;
  /** removes a listed name that is not a valid uri (a temporary file left by a crash) */
  deleteListed(storage: StorageName, name: string): Promise<void>;
  /** writes and removes a small object under `name`: throws what a real write would meet */
  probe(name: string): Promise<void>;
}
