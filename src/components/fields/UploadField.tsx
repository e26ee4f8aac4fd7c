import './upload.css';
import { Button, Icon, ProgressBar } from '@blueprintjs/core';
import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  isImageUri,
  MAX_FILES,
  type StorageName,
  type StoredFile,
  storageSpec,
  storageUrl,
} from '../../../domain/storages.ts';
import { toastError } from '../../app/toaster.ts';
import { a11y, Field, type FieldProps, useField, useParseError } from './Field.tsx';
import { type PendingFile, useUploads } from './uploadItems.ts';

const MB = 1024 * 1024;
const asList = (v: unknown): StoredFile[] => (Array.isArray(v) ? v : v ? [v as StoredFile] : []);

/**
 * The upload (one file) and multiupload (up to six) field kinds. The form value is
 * the stored reference {name, uri} (or a list of them); files go to the server as soon as they
 * are picked, dropped or pasted, with a progress bar, and saving waits until they are stored.
 * Keyboard: Enter or Space on the drop zone opens the file picker, Delete on a file removes it.
 */
export function UploadField({
  storage,
  multiple = false,
  ...props
}: FieldProps & { storage: StorageName; multiple?: boolean }) {
  const { t } = useTranslation();
  const f = useField(props.path);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const latest = useRef<StoredFile[]>(asList(f.value));
  latest.current = asList(f.value);
  const write = (list: StoredFile[]) => {
    latest.current = list;
    f.set(multiple ? list : (list[0] ?? null));
  };
  const uploads = useUploads(
    storage,
    multiple,
    () => latest.current.length,
    (ref) => write(multiple ? [...latest.current, ref] : [ref]),
    () => toastError(t('upload.failed'), 'upload'),
  );
  const setLocalError = useParseError(props.path);
  // saving waits for the files on their way: the form would otherwise keep the old value
  useEffect(() => {
    setLocalError(uploads.uploading ? 'upload.inProgress' : undefined);
  }, [uploads.uploading, setLocalError]);

  const take = (files: readonly File[]) => {
    if (props.disabled || files.length === 0) return;
    f.touch();
    const refused = uploads.add(files);
    if (refused > 0) toastError(t('upload.tooMany', { max: MAX_FILES.multiple }), 'upload');
  };
  const files = latest.current;
  const full =
    multiple &&
    files.length + uploads.pending.filter((p) => p.status === 'uploading').length >= MAX_FILES.multiple;
  const spec = storageSpec(storage);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take([...e.dataTransfer.files]);
  };
  const onPaste = (e: ClipboardEvent) => {
    const pasted = [...e.clipboardData.files];
    if (pasted.length === 0) return;
    e.preventDefault();
    take(pasted);
  };
  const removeStored = (uri: string) => write(files.filter((x) => x.uri !== uri));
  const onTileKey = (e: KeyboardEvent, run: () => void) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      run();
      // focus moves to the drop zone, so the keyboard stays in the field
      window.requestAnimationFrame(() =>
        input.current?.parentElement
          ?.querySelector<HTMLElement>('.cpt-upload-zone, .cpt-upload-face')
          ?.focus(),
      );
    }
  };

  return (
    <Field {...props}>
      <div className="cpt-upload">
        {(files.length > 0 || uploads.pending.length > 0) && (
          <ul className="cpt-upload-list">
            {files.map((file) => (
              <li key={file.uri} className="cpt-upload-tile">
                <button
                  type="button"
                  className="cpt-upload-face"
                  aria-label={t('upload.open', { name: file.name })}
                  onClick={() => window.open(storageUrl(storage, file.uri), '_blank', 'noopener')}
                  onKeyDown={(e) => !props.disabled && onTileKey(e, () => removeStored(file.uri))}
                >
                  <Preview src={isImageUri(file.uri) ? storageUrl(storage, file.uri) : undefined} />
                  <span className="cpt-upload-name">{file.name}</span>
                </button>
                {!props.disabled && (
                  <RemoveButton
                    label={t('upload.remove', { name: file.name })}
                    onClick={() => removeStored(file.uri)}
                  />
                )}
              </li>
            ))}
            {uploads.pending.map((p) => (
              <PendingTile
                key={p.key}
                item={p}
                onRemove={() => uploads.remove(p.key)}
                onKeyDown={(e) => onTileKey(e, () => uploads.remove(p.key))}
              />
            ))}
          </ul>
        )}
        {!full && !props.disabled && (
          <button
            // a button may not carry aria-required (axe: aria-allowed-attr): the label's mark says it
            {...a11y(f.id, f.error, undefined, !!props.helperKey)}
            type="button"
            className={`cpt-upload-zone${over ? ' cpt-upload-over' : ''}`}
            onClick={() => input.current?.click()}
            onPaste={onPaste}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
          >
            <Icon icon="cloud-upload" size={20} />
            <span>{t(multiple ? 'upload.dropMany' : 'upload.dropOne', { max: MAX_FILES.multiple })}</span>
            <span className="cpt-upload-hint">
              {t('upload.hint', { max: Math.round(spec.maxBytes / MB) })}
            </span>
          </button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptOf(storage)}
          multiple={multiple}
          data-testid={`${f.id}-input`}
          onChange={(e) => {
            take([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
      </div>
    </Field>
  );
}

function Preview({ src }: { src: string | undefined }) {
  // a file that claims to be a picture but is not (the server refuses it) draws no broken image
  const [broken, setBroken] = useState(false);
  return src && !broken ? (
    <img className="cpt-upload-preview" src={src} alt="" onError={() => setBroken(true)} />
  ) : (
    <Icon className="cpt-upload-preview" icon="document" size={28} />
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      className="cpt-upload-remove"
      variant="minimal"
      size="small"
      icon="cross"
      aria-label={label}
      title={label}
      tabIndex={-1}
      onClick={onClick}
    />
  );
}

function PendingTile({
  item,
  onRemove,
  onKeyDown,
}: {
  item: PendingFile;
  onRemove: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
}) {
  const { t } = useTranslation();
  const failed = item.status === 'error';
  return (
    <li className={`cpt-upload-tile${failed ? ' cpt-upload-error' : ''}`}>
      <button
        type="button"
        className="cpt-upload-face"
        aria-label={item.name}
        aria-invalid={failed || undefined}
        onKeyDown={onKeyDown}
      >
        <Preview src={item.preview} />
        <span className="cpt-upload-name">{item.name}</span>
      </button>
      {failed ? (
        <span className="cpt-upload-reason" role="alert">
          <Icon icon="error" size={12} /> {t('upload.failed')}
          {item.reason && ` — ${t(item.reason.key, item.reason.values ?? {})}`}
        </span>
      ) : (
        <ProgressBar
          className="cpt-upload-progress"
          intent="primary"
          value={item.progress}
          aria-label={t('upload.progress', { name: item.name })}
        />
      )}
      <RemoveButton label={t('upload.remove', { name: item.name })} onClick={onRemove} />
    </li>
  );
}
