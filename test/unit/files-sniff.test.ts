import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FILE_KINDS,
  isStorage,
  kindOfUri,
  STORAGES,
  STORED_URI,
  StoredFileSchema,
} from '../../domain/storages.ts';
import { displayName } from '../../server/files/upload.ts';
import { sniff } from '../../server/storage/sniff.ts';

const b = (s: string) => Buffer.from(s, 'latin1');

describe('sniff: the kind of a file from its first bytes', () => {
  it('recognises what the stores take', () => {
    expect(sniff(b('\xff\xd8\xff\xdb\x00\x43'))).toBe('jpeg');
    expect(sniff(b('\x89PNG\r\n\x1a\n\x00\x00'))).toBe('png');
    expect(sniff(b('GIF87a\x01\x00'))).toBe('gif');
    expect(sniff(b('RIFF\x00\x00\x00\x00WEBPVP8L'))).toBe('webp');
    expect(sniff(b('%PDF-1.4\n'))).toBe('pdf');
    expect(sniff(b('\x1a\x45\xdf\xa3\x01'))).toBe('webm');
    expect(sniff(b('\x00\x00\x00\x18ftypmp42\x00\x00'))).toBe('mp4');
  });

  it('refuses programs, look-alikes and still-picture containers it cannot serve', () => {
    expect(sniff(b('MZ\x90\x00'))).toBeUndefined();
    expect(sniff(b('\x7fELF\x02\x01'))).toBeUndefined();
    expect(sniff(b('#!/bin/sh\nrm -rf /'))).toBeUndefined();
    expect(sniff(b('RIFF\x00\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(sniff(b('\x00\x00\x00\x18ftypheic\x00\x00'))).toBeUndefined();
    expect(sniff(b('\x00\x00\x00\x14ftypqt  \x00\x00'))).toBeUndefined();
    expect(sniff(b('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniff(b('\xff\xd8'))).toBeUndefined();
    expect(sniff(new Uint8Array(0))).toBeUndefined();
  });
});

describe('stored names', () => {
  it('only generated names are uris, and each names its kind', () => {
    expect(STORED_URI.test(`${'a1'.repeat(16)}.png`)).toBe(true);
    for (const bad of [
      '../x.png',
      `${'a'.repeat(32)}.png/..`,
      `${'a'.repeat(32)}.exe`,
      `${'A'.repeat(32)}.png`,
      `${'a'.repeat(31)}.png`,
      `${'a'.repeat(32)}.png\u0000`,
    ])
      expect(STORED_URI.test(bad), bad).toBe(false);
    for (const [kind, info] of Object.entries(FILE_KINDS))
      expect(kindOfUri(`${'0'.repeat(32)}.${info.ext}`)).toBe(kind);
  });

  it('a reference with a forged uri fails the shared schema', () => {
    expect(v.safeParse(StoredFileSchema, { name: 'a', uri: '../../etc/passwd' }).success).toBe(false);
    expect(v.safeParse(StoredFileSchema, { name: 'a', uri: `${'f'.repeat(32)}.jpg` }).success).toBe(true);
  });

  it('knows exactly the stores of the spec plus the profile picture', () => {
    expect(Object.keys(STORAGES).sort()).toEqual(
      [
        'pack-illustration',
        'offer-banner',
        'offer-media',
        'gift-image',
        'recipe-description',
        'customer-picture',
        'customer-fapiao-image',
        'finance-information',
        'product-cover',
        'product-tech-sheet',
        'product-other-media',
        'recipe-cover',
        'recipe-other-media',
        'member-avatar',
      ].sort(),
    );
    expect(isStorage('__proto__')).toBe(false);
    expect(isStorage('constructor')).toBe(false);
  });

  it("keeps the uploader's name for display only: no folders, no control characters", () => {
    expect(displayName('../../etc/passwd', 'x')).toBe('passwd');
    expect(displayName('C:\\Users\\me\\photo.png', 'x')).toBe('photo.png');
    expect(displayName('a\u0000b\r\n.png', 'x')).toBe('ab.png');
    expect(displayName('', 'fallback.png')).toBe('fallback.png');
    expect(displayName('x'.repeat(300), 'f')).toHaveLength(200);
  });
});
