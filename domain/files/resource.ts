import { defineResource, type Operation } from '../resource.ts';
import { AvatarBody, FILE_KINDS, STORAGE_NAMES, STORAGES, type StorageName } from '../storages.ts';
import { Avatar, UploadAnswer } from './answers.ts';

/**
 * Uploads: one operation per store, each with the store's roles (domain/storages.ts), so the
 * guard refuses a role before the body is read and an unknown store has no route at all (404).
 * Stored files are served outside /api (GET /storage/...), see docs/files.md.
 */
export const uploadOp = (s: StorageName): Operation => ({
  method: 'POST',
  path: `/api/files/${s}`,
  access: STORAGES[s].roles,
  upload: { maxBytes: STORAGES[s].maxBytes, types: STORAGES[s].kinds.map((k) => FILE_KINDS[k].mime) },
  response: UploadAnswer,
});

export const FILES = defineResource({
  key: 'files',
  ops: Object.fromEntries(STORAGE_NAMES.map((s) => [s, uploadOp(s)])) as Record<StorageName, Operation>,
});

/** The signed-in member's own picture (the profile page): no id, the caller's own. */
export const PROFILE = defineResource({
  key: 'profile',
  ops: {
    avatar: { response: Avatar, method: 'GET', path: '/api/profile/avatar', access: 'authenticated' },
    setAvatar: {
      response: Avatar,
      method: 'PUT',
      path: '/api/profile/avatar',
      access: 'authenticated',
      body: AvatarBody,
    },
  },
});
