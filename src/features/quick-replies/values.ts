import type { QuickReply, QuickReplyCategory } from '../../../domain/quick-replies/schema.ts';

export interface Values {
  title: string;
  community: string | undefined;
  language: string | undefined;
  body: string;
  category: QuickReplyCategory;
  active: boolean;
  /** the version the form was loaded at; a save based on an older one is a conflict (409) */
  version?: number;
}

/**
 * The form's values of a stored reply, or of a new one: active, filed under `other`, in the
 * console's language, in the member's community when he has exactly one (else he picks).
 */
export function newValues(communities: readonly string[], language: string): Values {
  return {
    title: '',
    community: communities.length === 1 ? communities[0] : undefined,
    language,
    body: '',
    category: 'other',
    active: true,
  };
}

export function fromQuickReply(r: QuickReply): Values {
  return {
    title: r.title,
    community: r.community,
    language: r.language,
    body: r.body,
    category: r.category,
    active: r.active,
    version: r.version,
  };
}

/** What the API takes: the values as they are, the version only on edit. */
export function toBody({ version, ...rest }: Values) {
  return { ...rest, ...(version !== undefined ? { version } : {}) };
}
