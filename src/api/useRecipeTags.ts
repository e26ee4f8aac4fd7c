import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_TAGS } from '../../domain/recipes/resource.ts';
import type { RecipeTags } from '../../domain/recipes/schema.ts';
import { apiUrl } from '../../domain/resource.ts';
import { api } from './client.ts';
import { queryKeys } from './query.ts';

const PATH = apiUrl(RECIPE_TAGS.ops.list, {});

/** The recipe tag dictionary (changes with a deploy, not during a session) and a tag's name now. */
export function useRecipeTags() {
  const { i18n } = useTranslation();
  const q = useQuery({
    queryKey: queryKeys.one(PATH),
    queryFn: ({ signal }) => api.get(PATH, { signal }).json<RecipeTags>(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const tags = q.data;
  const zh = i18n.language === 'zh';
  const tagName = useCallback(
    (key: string) => {
      for (const group of Object.values(tags ?? {})) {
        const tag = group.find((x) => x.key === key);
        if (tag) return zh ? tag.name.zh : tag.name.en;
      }
      return key;
    },
    [tags, zh],
  );
  return { tags, tagName, error: q.error, loading: q.isPending };
}
