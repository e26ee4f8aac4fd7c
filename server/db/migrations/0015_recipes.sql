-- Recipes (docs/recipes.md) and their tag dictionary. Descriptions are sanitised HTML (only the
-- allow-list of domain/rich-text.ts is ever stored); pictures are stored file references.

CREATE TABLE recipe_tags (
  key text PRIMARY KEY,
  tag_group text NOT NULL CHECK (tag_group IN ('meal', 'allergy', 'cuisine', 'time', 'community', 'ingredients', 'diet')),
  name_en text NOT NULL,
  name_zh text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE recipes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name_en text NOT NULL,
  name_zh text NOT NULL,
  serving integer CHECK (serving >= 0),
  preparation_time integer NOT NULL CHECK (preparation_time >= 0),
  baking_time integer CHECK (baking_time >= 0),
  calories integer CHECK (calories >= 0),
  description_en text NOT NULL,
  description_zh text NOT NULL,
  -- {en, zh}: a stored file reference each (recipe-cover)
  main_picture jsonb NOT NULL DEFAULT '{"en": null, "zh": null}',
  -- stored file references (recipe-other-media)
  other_media jsonb NOT NULL DEFAULT '[]',
  -- keys of recipe_tags; checked against the dictionary on save
  tags text[] NOT NULL DEFAULT '{}',
  pin_top boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'discontinued' CHECK (status IN ('available', 'discontinued')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recipes_name_en_trgm ON recipes USING gin (name_en gin_trgm_ops);
CREATE INDEX recipes_name_zh_trgm ON recipes USING gin (name_zh gin_trgm_ops);
CREATE INDEX recipes_tags ON recipes USING gin (tags);
CREATE INDEX recipes_created ON recipes (created_at DESC, id);

-- linked products, in the order the editor listed them
CREATE TABLE recipe_products (
  recipe_id uuid NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id),
  position integer NOT NULL,
  PRIMARY KEY (recipe_id, product_id)
);
CREATE INDEX recipe_products_product ON recipe_products (product_id);
