import * as v from 'valibot';
import {
  DAILY_ORDER_EDITORS,
  OFFER_EDITORS,
  PRODUCT_EDITORS,
  PURCHASE_ROLES,
  RECIPE_ROLES,
} from './role-groups.ts';
import { ROLES, type Role } from './roles.ts';
import { MSG } from './schemas/common.ts';

/**
 * The kinds of file the stores accept. The server recognises each from the file's first bytes
 * (server/storage/sniff.ts), never from its name or the browser's claim; `ext` is the suffix of
 * the generated name, `mime` the type it is served with.
 */
export const FILE_KINDS = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', image: true },
  png: { mime: 'image/png', ext: 'png', image: true },
  gif: { mime: 'image/gif', ext: 'gif', image: true },
  webp: { mime: 'image/webp', ext: 'webp', image: true },
  pdf: { mime: 'application/pdf', ext: 'pdf', image: false },
  mp4: { mime: 'video/mp4', ext: 'mp4', image: false },
  webm: { mime: 'video/webm', ext: 'webm', image: false },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

const IMAGES: readonly FileKind[] = ['jpeg', 'png', 'gif', 'webp'];
const IMAGES_AND_VIDEO: readonly FileKind[] = [...IMAGES, 'mp4', 'webm'];
const IMAGES_AND_PDF: readonly FileKind[] = [...IMAGES, 'pdf'];

const MB = 1024 * 1024;

export interface StorageSpec {
  kinds: readonly FileKind[];
  /** bytes; past it the upload is refused with 413 */
  maxBytes: number;
  /** who may upload into it (its rule in domain/api-rules/files.ts) */
  roles: readonly Role[];
  /** the answer also carries the SHA-256 of the content (rich-text media) */
  hash?: boolean;
  /**
   * Served only to a member who may read the record holding the file (or who uploaded it), by
   * the session's file cookie, and never cached by shared caches: customers' and suppliers'
   * papers. Others are public by their 128-bit name (offer, product and recipe media).
   */
  private?: boolean;
}

/**
 * Every store an upload field of the console uses, plus `member-avatar` (the profile picture).
 * Roles follow the screens that hold the field: offer media by offer editors, product media by
 * product editors, recipe media by recipe editors, customer files by those who create customers,
 * finance documents by those who work on purchase orders.
 */
export const STORAGES = {
  'pack-illustration': { kinds: IMAGES, maxBytes: 5 * MB, roles: OFFER_EDITORS },
  'offer-banner': { kinds: IMAGES, maxBytes: 5 * MB, roles: OFFER_EDITORS },
  'offer-media': { kinds: IMAGES_AND_VIDEO, maxBytes: 50 * MB, roles: OFFER_EDITORS },
  'gift-image': { kinds: IMAGES, maxBytes: 5 * MB, roles: OFFER_EDITORS },
  'recipe-description': { kinds: IMAGES, maxBytes: 5 * MB, roles: RECIPE_ROLES, hash: true },
  'recipe-cover': { kinds: IMAGES, maxBytes: 5 * MB, roles: RECIPE_ROLES },
  'recipe-other-media': { kinds: IMAGES_AND_VIDEO, maxBytes: 50 * MB, roles: RECIPE_ROLES },
  'customer-picture': { kinds: IMAGES, maxBytes: 5 * MB, roles: DAILY_ORDER_EDITORS, private: true },
  'customer-fapiao-image': {
    kinds: IMAGES_AND_PDF,
    maxBytes: 10 * MB,
    roles: DAILY_ORDER_EDITORS,
    private: true,
  },
  'finance-information': { kinds: IMAGES_AND_PDF, maxBytes: 20 * MB, roles: PURCHASE_ROLES, private: true },
  'product-cover': { kinds: IMAGES, maxBytes: 5 * MB, roles: PRODUCT_EDITORS },
  'product-tech-sheet': { kinds: IMAGES_AND_PDF, maxBytes: 20 * MB, roles: PRODUCT_EDITORS },
  'product-other-media': { kinds: IMAGES_AND_VIDEO, maxBytes: 50 * MB, roles: PRODUCT_EDITORS },
  'member-avatar': { kinds: IMAGES, maxBytes: 2 * MB, roles: ROLES },
} as const satisfies Record<string, StorageSpec>;
export type StorageName = keyof typeof STORAGES;
export const STORAGE_NAMES = Object.keys(STORAGES) as StorageName[];

export function isStorage(name: string): name is StorageName {
  return Object.hasOwn(STORAGES, name);
}

export function storageSpec(name: StorageName): StorageSpec {
  return STORAGES[name];
}

/** An upload field holds one file, a multiupload field up to six. */
export const MAX_FILES = { single: 1, multiple: 6 } as const;

/** The browser's `accept` list of a store (a hint only: the server reads the bytes). */
export function acceptOf(name: StorageName): string {
  return storageSpec(name)
    .kinds.map((k) => FILE_KINDS[k].mime)
    .join(',');
}

/**
 * A stored file's generated name: 32 hex digits and the kind's suffix. Nothing else is ever a
 * name in a store, so a path segment that does not match cannot name a file ("..", "%2f", NUL).
 */
export const STORED_URI = /^[0-9a-f]{32}\.(jpg|png|gif|webp|pdf|mp4|webm)$/;

export function kindOfUri(uri: string): FileKind | undefined {
  const ext = STORED_URI.exec(uri)?.[1];
  return (Object.keys(FILE_KINDS) as FileKind[]).find((k) => FILE_KINDS[k].ext === ext);
}

export const isImageUri = (uri: string) => FILE_KINDS[kindOfUri(uri) ?? 'pdf'].image;

/** Where a stored file is served (spec: /storage/{storage}/{uri}). */
export const storageUrl = (storage: StorageName, uri: string) => `/storage/${storage}/${uri}`;

/**
 * What a file's display name must not hold: the C0 and C1 controls and DEL, and the bidirectional
 * controls (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the marks U+200E,
 * U+200F, U+061C), with which "photo\u202Egnp.exe" shows as "photoexe.png".
 */
const UNSHOWN = /[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;

/** A file's name as it may be shown: the characters above dropped. */
export const shownFileName = (name: string): string => name.replace(UNSHOWN, '');

/** The stored file reference a record keeps: name (shown, so cleaned), uri, and hash on rich-text media. */
export const StoredFileSchema = v.strictObject({
  name: v.pipe(v.string(MSG.invalid), v.maxLength(255, MSG.tooLong), v.transform(shownFileName)),
  uri: v.pipe(v.string(MSG.invalid), v.regex(STORED_URI, MSG.invalid)),
  hash: v.optional(v.pipe(v.string(MSG.invalid), v.regex(/^[0-9a-f]{64}$/, MSG.invalid))),
});
export type StoredFile = v.InferOutput<typeof StoredFileSchema>;

/** The profile picture call (PUT /api/profile/avatar): a member-avatar file, or null to clear it. */
export const AvatarBody = v.strictObject({ avatar: v.nullable(StoredFileSchema) });
export type AvatarAnswer = { avatar: StoredFile | null };
