import './rich-text.css';
import { Button, ButtonGroup, Spinner } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_STORAGE, richTextIsEmpty, sanitizeRichText } from '../../../domain/rich-text.ts';
import { storageUrl } from '../../../domain/storages.ts';
import type { TKey } from '../../../locales/keys.ts';
import { uploadFile } from '../../api/upload.ts';
import { toastError } from '../../app/toaster.ts';
import { a11y, Field, type FieldProps, useField, useParseError } from './Field.tsx';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// document.execCommand is deprecated but still the only editing API every browser implements;
// what it writes is checked by the same allow-list on the way out (and again by the server)
const run = (command: string, value?: string) => document.execCommand(command, false, value);

interface Tool {
  icon: IconName;
  labelKey: TKey;
  act: () => void;
}

/**
 * The rich-text kind (a recipe's description): a contentEditable area with a toolbar (bold,
 * italic, underline, heading, lists, link, picture). Keys: Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+K for a
 * link, Tab leaves the field. The value is HTML reduced to domain/rich-text.ts's allow-list (an
 * empty text is ''); pasted HTML goes through the same filter, and pictures are uploaded to the
 * recipe-description store ('unable to upload.' when that fails).
 */
export function RichTextField(props: FieldProps) {
  const { t } = useTranslation();
  const f = useField(props.path);
  const box = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const emitted = useRef<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const setLocalError = useParseError(props.path);
  const value = typeof f.value === 'string' ? f.value : '';

  // a value from outside (load, reset, conflict reload) replaces the content; our own echo does not
  useEffect(() => {
    const el = box.current;
    if (!el || value === emitted.current) return;
    el.innerHTML = sanitizeRichText(value);
    emitted.current = value;
  }, [value]);
  useEffect(() => setLocalError(uploading ? 'upload.inProgress' : undefined), [uploading, setLocalError]);

  const emit = () => {
    const el = box.current;
    if (!el) return;
    const html = sanitizeRichText(el.innerHTML);
    const next = richTextIsEmpty(html) ? '' : html;
    emitted.current = next;
    f.set(next);
  };
  const apply = (command: string, arg?: string) => {
    box.current?.focus();
    run(command, arg);
    emit();
  };
  const addLink = () => {
    const href = window.prompt(t('recipes.editor.linkPrompt'), 'https://');
    if (href && href !== 'https://') apply('createLink', href);
    else box.current?.focus();
  };
  const addPicture = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      const ref = await uploadFile(RICH_TEXT_STORAGE, picked, picked.name, () => undefined);
      const src = storageUrl(RICH_TEXT_STORAGE, ref.uri);
      apply('insertHTML', `<img src="${escapeAttr(src)}" alt="${escapeAttr(ref.name)}">`);
    } catch {
      toastError(t('recipes.editor.uploadFailed'), 'upload');
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const tools: Tool[] = [
    { icon: 'bold', labelKey: 'recipes.editor.bold', act: () => apply('bold') },
    { icon: 'italic', labelKey: 'recipes.editor.italic', act: () => apply('italic') },
    { icon: 'underline', labelKey: 'recipes.editor.underline', act: () => apply('underline') },
    { icon: 'header-two', labelKey: 'recipes.editor.heading', act: () => apply('formatBlock', 'h2') },
    { icon: 'properties', labelKey: 'recipes.editor.bulletList', act: () => apply('insertUnorderedList') },
    { icon: 'numbered-list', labelKey: 'recipes.editor.numberedList', act: () => apply('insertOrderedList') },
    { icon: 'link', labelKey: 'recipes.editor.link', act: addLink },
    { icon: 'media', labelKey: 'recipes.editor.image', act: () => file.current?.click() },
  ];

  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    const key = e.key.toLowerCase();
    const command = { b: 'bold', i: 'italic', u: 'underline' }[key];
    if (!command && key !== 'k') return;
    // the editor's own keys: the console's Ctrl+B (menu) and Ctrl+K (palette) wait outside it
    e.preventDefault();
    e.stopPropagation();
    if (command) apply(command);
    else addLink();
  };
  const onToolbarKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const buttons = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(at + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
    e.preventDefault();
    next?.focus();
  };
  const onPaste = (e: ClipboardEvent) => {
    const html = e.clipboardData.getData('text/html');
    const text = e.clipboardData.getData('text/plain');
    e.preventDefault();
    if (html) run('insertHTML', sanitizeRichText(html));
    else run('insertText', text);
    emit();
  };

  return (
    <Field {...props}>
      <div className="cpt-richtext" data-disabled={props.disabled || undefined}>
        <ButtonGroup
          className="cpt-richtext-tools"
          role="toolbar"
          aria-label={t('recipes.editor.toolbar')}
          onKeyDown={onToolbarKey}
        >
          {tools.map((tool, i) => (
            <Button
              key={tool.icon}
              // one tab stop for the toolbar; ← and → move within it
              tabIndex={i === 0 ? 0 : -1}
              variant="minimal"
              size="small"
              icon={tool.icon}
              title={t(tool.labelKey)}
              aria-label={t(tool.labelKey)}
              disabled={props.disabled || (tool.icon === 'media' && uploading)}
              // keep the selection in the text: a click on a tool must not take the focus first
              onMouseDown={(e) => e.preventDefault()}
              onClick={tool.act}
            />
          ))}
          {uploading && <Spinner size={16} aria-label={t('recipes.editor.uploading')} />}
        </ButtonGroup>
        {/* biome-ignore lint/a11y/useSemanticElements: formatted text cannot live in a textarea */}
        <div
          {...a11y(f.id, f.error, props.required, !!props.helperKey)}
          ref={box}
          className="cpt-richtext-area"
          role="textbox"
          aria-multiline
          aria-label={t(props.labelKey)}
          tabIndex={0}
          contentEditable={!props.disabled}
          suppressContentEditableWarning
          onInput={emit}
          // Enter makes paragraphs (Chromium's default, <div>, is not in the allow-list)
          onFocus={() => run('defaultParagraphSeparator', 'p')}
          onBlur={() => {
            emit();
            f.touch();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <input
          ref={file}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(e) => void addPicture(e.currentTarget.files?.[0])}
        />
      </div>
    </Field>
  );
}
