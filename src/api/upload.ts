import type { ApiError } from '../../domain/errors.ts';
import { isApiError } from '../../domain/errors.ts';
import { uploadOp } from '../../domain/files/resource.ts';
import type { StorageName, StoredFile } from '../../domain/storages.ts';
import { clearSession, freshToken } from './session-access.ts';

/** A failed upload: the HTTP status (0 when the server was not reached) and the API's error body. */
export class UploadError extends Error {
  readonly status: number;
  readonly body: ApiError | undefined;
  constructor(status: number, body: ApiError | undefined) {
    super(body?.message ?? `upload failed (${status})`);
    this.status = status;
    this.body = body;
  }
}

/**
 * `POST /api/files/{storage}` with upload progress. fetch() cannot report the progress of a
 * request body in every browser, so this one call uses XMLHttpRequest; it follows the rules of
 * the ky client (fresh bearer token, a 401/403 ends the session).
 */
export async function uploadFile(
  storage: StorageName,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  const token = await freshToken();
  const form = new FormData();
  form.append('file', file, fileName);
  return new Promise<StoredFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadOp(storage).path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        onProgress(1);
        resolve(xhr.response as StoredFile);
        return;
      }
      if (xhr.status === 401 || xhr.status === 403) clearSession();
      reject(new UploadError(xhr.status, isApiError(xhr.response) ? xhr.response : undefined));
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
