import './recipes.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RECIPES } from '../../../domain/recipes/resource.ts';
import {
  type Recipe,
  RecipeCreate,
  type RecipeProduct,
  RecipeUpdate,
} from '../../../domain/recipes/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import type { FileRef } from '../../../domain/schemas/shared.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecipeTags } from '../../api/useRecipeTags.ts';
import { useRecord } from '../../api/useRecord.ts';
import { useFieldError } from '../../components/FormPage/context.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { CheckboxField, RadioField } from '../../components/fields/ChoiceFields.tsx';
import { NumberField } from '../../components/fields/NumberFields.tsx';
import { RichTextField } from '../../components/fields/RichTextField.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { UploadField } from '../../components/fields/UploadField.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { TagsField } from './TagsField.tsx';

interface Values {
  name: { en: string; zh: string };
  serving: number | null;
  preparationTime: number | null;
  bakingTime: number | null;
  calories: number | null;
  description: { en: string; zh: string };
  mainPicture: { en: FileRef | null; zh: FileRef | null };
  otherMedia: FileRef[];
  tags: string[];
  /** shown with their names; the body sends their ids */
  products: RecipeProduct[];
  pinTop: boolean;
  status: 'available' | 'discontinued';
  /** the version the form was loaded at; a save based on an older one is a conflict (409) */
  version?: number;
}

const EMPTY: Values = {
  name: { en: '', zh: '' },
  serving: null,
  preparationTime: null,
  bakingTime: null,
  calories: null,
  description: { en: '', zh: '' },
  mainPicture: { en: null, zh: null },
  otherMedia: [],
  tags: [],
  products: [],
  pinTop: false,
  status: 'discontinued',
};

const fromRecipe = (r: Recipe): Values => ({
  name: r.name,
  serving: r.serving,
  preparationTime: r.preparationTime,
  bakingTime: r.bakingTime,
  calories: r.calories,
  description: r.description,
  mainPicture: r.mainPicture,
  otherMedia: r.otherMedia,
  tags: r.tags,
  products: r.products,
  pinTop: r.pinTop,
  status: r.status,
  version: r.version,
});

const toBody = ({ products, version, ...rest }: Values) => ({
  ...rest,
  products: products.map((p) => p.id),
  ...(version !== undefined ? { version } : {}),
});

/**
 * /recipes/create and /recipes/{recipeId}: names and rich-text descriptions in
 * both languages, times and calories as whole numbers, both main pictures, other media, tags by
 * group, linked products, pin to top, published or not. Ctrl+S saves, Alt+H shows the history.
 */
export default function RecipeForm() {
  const { t, i18n } = useTranslation();
  const { recipeId } = useParams();
  const creating = !recipeId;
  const record = useRecord<Recipe>(creating ? null : apiUrl(RECIPES.ops.one, { recipeId: recipeId! }));
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<Values>(EMPTY, creating ? RecipeCreate : RecipeUpdate, toBody);
  const picturesError = useFieldError('mainPicture', form);
  useRecordValues(form, record.data, fromRecipe);
  const { tags } = useRecipeTags();
  const name = record.data ? (i18n.language === 'zh' ? record.data.name.zh : record.data.name.en) : '';

  return (
    <FormPage<Values>
      form={form}
      title={creating ? t('recipes.createTitle') : t('recipes.editTitle', { name })}
      backTo={RECIPES.screens.list.path}
      history={recipeId ? { resource: RECIPES.key, id: recipeId, labels: 'recipes' } : undefined}
      fromRecord={fromRecipe}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      onSave={async (body) => fromRecipe(await saveRecord<Recipe>(RECIPES, recipeId, body, createKey))}
    >
      <div className="cpt-form-grid">
        <TextField path="name.en" labelKey="recipes.nameEn" required autoFocus autoComplete="off" />
        <TextField path="name.zh" labelKey="recipes.nameZh" required autoComplete="off" />
      </div>
      <div className="cpt-recipe-numbers">
        <NumberField
          path="preparationTime"
          labelKey="recipes.preparationTime"
          required
          unit={t('recipes.minutes')}
        />
        <NumberField path="bakingTime" labelKey="recipes.bakingTime" unit={t('recipes.minutes')} />
        <NumberField path="serving" labelKey="recipes.serving" />
        <NumberField path="calories" labelKey="recipes.calories" unit={t('recipes.kcal')} />
      </div>
      <RichTextField path="description.en" labelKey="recipes.descriptionEn" required />
      <RichTextField path="description.zh" labelKey="recipes.descriptionZh" required />
      <div className="cpt-form-grid">
        <UploadField
          path="mainPicture.en"
          labelKey="recipes.mainPictureEn"
          helperKey="recipes.mainPictureHelp"
          storage="recipe-cover"
          required
        />
        <UploadField
          path="mainPicture.zh"
          labelKey="recipes.mainPictureZh"
          helperKey="recipes.mainPictureHelp"
          storage="recipe-cover"
          required
        />
      </div>
      {picturesError && (
        <p className="cpt-recipe-pictures-error bp6-intent-danger" role="alert">
          {t('validation.setMainPictures')}
        </p>
      )}
      <UploadField
        path="otherMedia"
        labelKey="recipes.otherMedia"
        helperKey="recipes.otherMediaHelp"
        storage="recipe-other-media"
        multiple
      />
      <TagsField path="tags" labelKey="recipes.tags" tags={tags} />
      <ProductPicker path="products" labelKey="recipes.products" />
      <div className="cpt-recipe-flags">
        <RadioField
          path="status"
          labelKey="recipes.status"
          choices={[
            { value: 'available', label: 'recipes.published' },
            { value: 'discontinued', label: 'recipes.draft' },
          ]}
        />
        <CheckboxField path="pinTop" labelKey="recipes.pinTop" />
      </div>
    </FormPage>
  );
}
