import * as v from 'valibot';
import { open, rec, str } from '../responses/common.ts';

export const Avatar = rec({ avatar: v.nullable(open) });
/** a stored file's reference, as a body then names it (FileRef); `hash` where the store keeps one */
export const UploadAnswer = rec({ name: str, uri: str, hash: v.optional(str) });
