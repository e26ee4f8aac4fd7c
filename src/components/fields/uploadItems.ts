import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_FILES, type StorageName, type StoredFile, storageSpec } from '../../../domain/storages.ts';
import { dataKey, type TKey } from '../../../locales/keys.ts';
import { UploadError, uploadFile } from '../../api/upload.ts';

/** A file this field is sending or failed to send; sent files live in the form value. */
export interface PendingFile {
  key: string;
  name: string;
  /** 0..1 */
  progress: number;
  status: 'uploading' | 'error';
  /** translation key and values of the reason shown on the failed file */
  reason?: { key: TKey; values?: Record<string, unknown> };
  /** an object URL of a picture being sent, for the preview */
  preview?: string;
}

const MB = 1024 * 1024;
let seq = 0;

function reasonOf(e: unknown, maxBytes: number): PendingFile['reason'] {
  const status = e instanceof UploadError ? e.status : 0;
  if (status === 413) return { key: 'upload.tooLarge', values: { max: Math.round(maxBytes / MB) } };
  if (status === 415) return { key: 'upload.wrongType' };
  if (status === 0) return { key: 'errors.network' };
  return { key: e instanceof UploadError && e.body ? dataKey(e.body.message) : 'errors.anErrorOccurs' };
}

/**
 * The sending side of an upload field: starts uploads, tracks their progress and failures, and
 * hands each stored reference to `onStored`. Over the limit (1 or 6 files) extra files are
 * refused; a file past the store's size is failed at once without sending it.
 */
export function useUploads(
  storage: StorageName,
  multiple: boolean,
  count: () => number,
  onStored: (ref: StoredFile) => void,
  onFailed: () => void,
) {
  const [pending, setPending] = useState<PendingFile[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const spec = storageSpec(storage);

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const a of running.values()) a.abort();
    };
  }, []);

  const patch = (key: string, p: Partial<PendingFile>) =>
    setPending((list) => list.map((f) => (f.key === key ? { ...f, ...p } : f)));

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    setPending((list) => {
      const gone = list.find((f) => f.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((f) => f.key !== key);
    });
  }, []);

  /** returns how many files were refused for the count limit */
  const add = (files: readonly File[]): number => {
    const room = multiple
      ? MAX_FILES.multiple - count() - pending.filter((p) => p.status === 'uploading').length
      : 1;
    const taken = multiple ? files.slice(0, Math.max(0, room)) : files.slice(0, 1);
    for (const file of taken) {
      const key = `u${++seq}`;
      const item: PendingFile = {
        key,
        name: file.name || 'clipboard',
        progress: 0,
        status: 'uploading',
        preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
      };
      if (file.size > spec.maxBytes) {
        setPending((list) => [
          ...list,
          { ...item, status: 'error', reason: reasonOf(new UploadError(413, undefined), spec.maxBytes) },
        ]);
        onFailed();
        continue;
      }
      setPending((list) => [...list, item]);
      const abort = new AbortController();
      aborts.current.set(key, abort);
      uploadFile(storage, file, item.name, (progress) => patch(key, { progress }), abort.signal)
        .then((ref) => {
          aborts.current.delete(key);
          remove(key);
          onStored(ref);
        })
        .catch((e: unknown) => {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          patch(key, { status: 'error', reason: reasonOf(e, spec.maxBytes) });
          onFailed();
        })
        .finally(() => aborts.current.delete(key));
    }
    return files.length - taken.length;
  };

  return { pending, add, remove, uploading: pending.some((p) => p.status === 'uploading') };
}
