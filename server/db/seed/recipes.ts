import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import type { FileRef } from '../../../domain/schemas/shared.ts';
import type { StorageName } from '../../../domain/storages.ts';
import type { Database } from '../types.ts';
import { seedDate, seedId } from './ids.ts';
import type { SeedContext, SeedModule } from './index.ts';
import { demoPicture } from './picture.ts';
import { RECIPE_TAGS } from './recipe-tags-data.ts';
import { DEMO_RECIPES } from './recipes-data.ts';

type Trx = Transaction<Database>;

/** A generated picture recorded in `files` (and written to the store when the start has one). */
async function picture(
  trx: Trx,
  ctx: SeedContext,
  storage: StorageName,
  key: string,
  name: string,
): Promise<FileRef> {
  const bytes = demoPicture(key);
  const uri = `${seedId('file', key).replace(/-/g, '')}.png`;
  await trx
    .insertInto('files')
    .values({
      storage,
      uri,
      name,
      size: bytes.length,
      content_type: 'image/png',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    .onConflict((c) => c.doNothing())
    .execute();
  await ctx.store?.put({ storage, uri }, Readable.from([bytes]), 'image/png');
  return { name, uri };
}

const description = (lang: 'en' | 'zh', name: string, serving: number) =>
  lang === 'en'
    ? `<p><strong>${name}</strong> for ${serving}: a recipe from our kitchen.</p><ul><li>Prepare the ingredients.</li><li>Cook as described on the pictures.</li><li>Serve and enjoy.</li></ul>`
    : `<p><strong>${name}</strong>（${serving}人份）：来自我们厨房的食谱。</p><ul><li>准备食材。</li><li>按图片步骤烹饪。</li><li>装盘享用。</li></ul>`;

async function seedRecipes(trx: Trx, ctx: SeedContext): Promise<void> {
  await trx
    .insertInto('recipe_tags')
    .values(
      RECIPE_TAGS.map(([group, key, en, zh], position) => ({
        key,
        tag_group: group,
        name_en: en,
        name_zh: zh,
        position,
      })),
    )
    .execute();
  const products = new Map(
    (await trx.selectFrom('products').select(['id', 'product_id']).execute()).map((p) => [
      p.product_id,
      p.id,
    ]),
  );
  for (const [i, r] of DEMO_RECIPES.entries()) {
    const id = seedId('recipe', r.en);
    const cover = {
      en: await picture(trx, ctx, 'recipe-cover', `recipe/${r.en}/en`, `${r.en}.png`),
      zh: await picture(trx, ctx, 'recipe-cover', `recipe/${r.en}/zh`, `${r.zh}.png`),
    };
    const at = seedDate(i * 9, i % 7);
    await trx
      .insertInto('recipes')
      .values({
        id,
        name_en: r.en,
        name_zh: r.zh,
        serving: r.serving,
        preparation_time: r.prep,
        baking_time: r.baking,
        calories: r.calories,
        description_en: description('en', r.en, r.serving),
        description_zh: description('zh', r.zh, r.serving),
        main_picture: JSON.stringify(cover),
        other_media: JSON.stringify([]),
        tags: r.tags,
        pin_top: r.pinTop ?? false,
        status: r.draft ? 'discontinued' : 'available',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const linked = r.products.map((p) => products.get(p)).filter((p): p is string => !!p);
    if (linked.length) {
      await trx
        .insertInto('recipe_products')
        .values(linked.map((product_id, position) => ({ recipe_id: id, product_id, position })))
        .execute();
    }
  }
}

export const recipesSeed: SeedModule = { name: 'recipes', order: 50, run: seedRecipes };
