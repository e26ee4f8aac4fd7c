import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuickReplyCreate } from '../../domain/quick-replies/schema.ts';
import { fromQuickReply, newValues, toBody } from '../../src/features/quick-replies/values.ts';

/** The quick reply form's start (docs/quick-replies.md) and the one schema it shares with the server. */
describe('quick reply form values', () => {
  it('preselects the community of a member who has exactly one, else asks', () => {
    expect(newValues(['c1'], 'zh')).toMatchObject({
      community: 'c1',
      language: 'zh',
      category: 'other',
      active: true,
    });
    expect(newValues(['c1', 'c2'], 'en').community).toBeUndefined();
    expect(newValues([], 'en').community).toBeUndefined();
  });

  it('sends the version only on edit, and the body the server schema takes', () => {
    const community = 'c0000000-0000-4000-8000-000000000001';
    const fresh = toBody({ ...newValues([community], 'en'), title: 'Hi', body: 'Line 1\nLine 2' });
    expect(fresh).not.toHaveProperty('version');
    expect(v.parse(QuickReplyCreate, fresh)).toMatchObject({ body: 'Line 1\nLine 2', category: 'other' });
    const stored = {
      ...(fresh as Omit<typeof fresh, 'community'>),
      community,
      language: 'en' as const,
      id: 'x',
      version: 3,
      createdAt: '',
      updatedAt: '',
    };
    expect(toBody(fromQuickReply(stored))).toMatchObject({ version: 3, title: 'Hi' });
  });
});
