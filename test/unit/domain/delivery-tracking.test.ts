import { describe, expect, it } from 'vitest';
import {
  deliveryExportName,
  deliveryTrackingFilter,
  lineLabel,
} from '../../../domain/orders/delivery-tracking.ts';

describe('the delivery-tracking set', () => {
  it('ships paid orders, and pending ones too for an offer sold only in WeChat groups', () => {
    expect(deliveryTrackingFilter({ id: 'o', channel: 'wechat_group' })).toEqual({
      offer: 'o',
      status: 'available',
      paymentStatus: ['paid', 'pending'],
    });
    expect(deliveryTrackingFilter({ id: 'o', channel: 'all' }).paymentStatus).toEqual(['paid']);
    expect(deliveryTrackingFilter({ id: 'o', channel: 'miniprogram' }).paymentStatus).toEqual(['paid']);
  });

  it('names the export after the offer number and labels lines once with their letter', () => {
    expect(deliveryExportName(1001)).toBe('Delivery tracking 1001');
    const name = { en: 'Tomato box', zh: '番茄礼盒' };
    expect(lineLabel({ letter: 'A', shortName: 'Tomatoes', name }, null)).toBe('A Tomatoes');
    expect(lineLabel({ letter: 'A', shortName: 'A Discovery', name }, null)).toBe('A Discovery');
    expect(lineLabel({ letter: null, shortName: '', name }, 'Mini program')).toBe(
      'Tomato box · Mini program',
    );
  });
});
