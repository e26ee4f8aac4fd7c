import { type RecipeCreate, recipeMediaAccepted } from '../../domain/recipes/schema.ts';
import { richTextImages, richTextIsEmpty, sanitizeRichText } from '../../domain/rich-text.ts';
import { MSG } from '../../domain/schemas/common.ts';
import { LANGS } from '../../domain/schemas/shared.ts';
import type { StoredFile } from '../../domain/storages.ts';
import { badRequest } from '../errors.ts';
import { claimFiles } from '../files/references.ts';
import type { Db } from './queries.ts';
import { unknownProducts, unknownTags } from './queries.ts';

export const UNKNOWN_TAG_MSG = 'validation.unknownTag';
export const UNKNOWN_PRODUCT_MSG = 'validation.unknownProduct';
export const RECIPE_MEDIA_MSG = 'validation.recipeMedia';

const cleaned = new WeakMap<RecipeCreate, RecipeCreate>();

/**
 * The body as stored: descriptions reduced to the rich-text allow-list (domain/rich-text.ts). Each
 * body is cleaned once: a save reads it in its rules (twice for an edit: as read, then on the
 * locked row) and in its write, and a description of 100,000 characters of tags costs seconds a pass.
 */
export function sanitized<B extends RecipeCreate>(body: B): B {
  const known = cleaned.get(body);
  if (known) return known as B;
  const clean = {
    ...body,
    description: { en: sanitizeRichText(body.description.en), zh: sanitizeRichText(body.description.zh) },
  };
  cleaned.set(body, clean);
  return clean;
}

/**
 * Recipe rules the schema cannot see: a description that is only markup (or only what the
 * sanitiser removed) is empty, and other media are jpg, jpeg, png, gif or mp4 (the store also
 * takes webp and webm for other entities).
 */
export function checkRecipe(body: RecipeCreate): void {
  const fields: Record<string, string> = {};
  const clean = sanitized(body);
  for (const lang of LANGS) {
    if (richTextIsEmpty(clean.description[lang])) fields[`description.${lang}`] = MSG.required;
  }
  body.otherMedia.forEach((f, i) => {
    if (!recipeMediaAccepted(f.uri)) fields[`otherMedia.${i}`] = RECIPE_MEDIA_MSG;
  });
  if (Object.keys(fields).length) throw badRequest(fields);
}

/** Tags and products must exist; every file must be one uploaded to its store (claimed now). */
export async function checkReferences(trx: Db, body: RecipeCreate): Promise<void> {
  const fields: Record<string, string> = {};
  const tags = await unknownTags(trx, body.tags);
  body.tags.forEach((k, i) => {
    if (tags.has(k)) fields[`tags.${i}`] ??= UNKNOWN_TAG_MSG;
  });
  const products = await unknownProducts(trx, body.products);
  body.products.forEach((id, i) => {
    if (products.has(id)) fields[`products.${i}`] ??= UNKNOWN_PRODUCT_MSG;
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  for (const lang of LANGS) {
    const picture = body.mainPicture[lang];
    if (picture) await claimFiles(trx, 'recipe-cover', [picture as StoredFile], `mainPicture.${lang}`);
    const embedded = richTextImages(body.description[lang]).map((uri) => ({ name: uri, uri }));
    await claimFiles(trx, 'recipe-description', embedded, `description.${lang}`);
  }
  await claimFiles(trx, 'recipe-other-media', body.otherMedia as StoredFile[], 'otherMedia');
}
