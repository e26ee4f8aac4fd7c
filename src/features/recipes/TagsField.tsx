import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RECIPE_TAG_GROUPS, type RecipeTags } from '../../../domain/recipes/schema.ts';
import { Field, type FieldProps, useField } from '../../components/fields/Field.tsx';

/** Tags by group (meal, allergy, cuisine, time, community, ingredients, diet). */
export function TagsField({ tags, ...props }: FieldProps & { tags: RecipeTags | undefined }) {
  const { t, i18n } = useTranslation();
  const f = useField(props.path);
  const selected = Array.isArray(f.value) ? (f.value as string[]) : [];
  return (
    <Field {...props}>
      <div id={f.id} className="cpt-tag-groups">
        {RECIPE_TAG_GROUPS.map((group) => (
          <fieldset key={group} className="cpt-tag-group">
            <legend>{t(`recipes.tagGroups.${group}`)}</legend>
            {(tags?.[group] ?? []).map((tag) => (
              <Checkbox
                key={tag.key}
                inline
                id={`${f.id}-${tag.key}`}
                label={i18n.language === 'zh' ? tag.name.zh : tag.name.en}
                checked={selected.includes(tag.key)}
                disabled={props.disabled}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  f.set(on ? [...selected, tag.key] : selected.filter((k) => k !== tag.key));
                  f.touch();
                }}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </Field>
  );
}
