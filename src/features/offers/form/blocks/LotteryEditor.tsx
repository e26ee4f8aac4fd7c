import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toggleLottery } from '../../../../../domain/offers/editing.ts';
import type { ChannelBlock } from '../../../../../domain/offers/schema.ts';
import {
  DRAW_CONDITIONS,
  LOTTERY_CONDITIONS,
  LOTTERY_EXTRA_CONDITIONS,
} from '../../../../../domain/offers/schema-parts.ts';
import { keyIn } from '../../../../../locales/keys.ts';
import { useFormContext, useFormValue } from '../../../../components/FormPage/context.ts';
import { type Choice, SelectField } from '../../../../components/fields/ChoiceFields.tsx';
import { NumberField } from '../../../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../../../components/fields/RepeatGroup.tsx';
import { useStarted } from '../locks.ts';
import { emptyGift, GiftFields } from './GiftFields.tsx';

const choices = (
  group: 'offerForm.lotteryConditions' | 'offerForm.extraConditions' | 'offerForm.drawConditions',
  values: readonly string[],
) => values.map((v): Choice => ({ value: v, label: keyIn(group, v) }));

/** The lottery of a block: enabling it starts from no draws; draws with gifts and winner counts. */
export function LotteryEditor({ block }: { block: string }) {
  const { t } = useTranslation();
  const form = useFormContext();
  const started = useStarted();
  // the switch only: following the whole block would redraw the draws on each key typed in the block
  const on = !!useFormValue(`${block}.lotteryEnable`);
  const l = `${block}.lottery`;
  return (
    <div className="cpt-offer-lottery">
      <Checkbox
        label={t('offerForm.lotteryEnable')}
        checked={on}
        disabled={started}
        onChange={(e) =>
          form.set(block, toggleLottery(form.get(block) as ChannelBlock, e.currentTarget.checked))
        }
      />
      {on && (
        <>
          <div className="cpt-form-grid">
            <SelectField
              path={`${l}.conditionType`}
              labelKey="offerForm.lotteryCondition"
              required
              choices={choices('offerForm.lotteryConditions', LOTTERY_CONDITIONS)}
              disabled={started}
            />
            <NumberField
              path={`${l}.conditionValue`}
              labelKey="offerForm.conditionValue"
              required
              disabled={started}
            />
            <SelectField
              path={`${l}.extraConditionType`}
              labelKey="offerForm.extraCondition"
              choices={choices('offerForm.extraConditions', LOTTERY_EXTRA_CONDITIONS)}
              disabled={started}
            />
            <NumberField
              path={`${l}.extraConditionValue`}
              labelKey="offerForm.extraConditionValue"
              disabled={started}
            />
          </div>
          <RepeatGroup
            nested
            path={`${l}.draws`}
            labelKey="offerForm.draws"
            addKey="offerForm.addDraw"
            removeKey="offerForm.removeDraw"
            disabled={started}
            make={() => ({
              id: crypto.randomUUID(),
              conditionType: 'number_of_order',
              conditionValue: null,
              gifts: [{ ...emptyGift(), winnerNumber: 1 }],
            })}
          >
            {(d) => (
              <>
                <div className="cpt-form-grid">
                  <SelectField
                    path={`${d}.conditionType`}
                    labelKey="offerForm.drawCondition"
                    required
                    choices={choices('offerForm.drawConditions', DRAW_CONDITIONS)}
                    disabled={started}
                  />
                  <NumberField
                    path={`${d}.conditionValue`}
                    labelKey="offerForm.conditionValue"
                    required
                    disabled={started}
                  />
                </div>
                <RepeatGroup
                  nested
                  path={`${d}.gifts`}
                  labelKey="offerForm.gifts"
                  addKey="offerForm.addGift"
                  removeKey="offerForm.removeGift"
                  disabled={started}
                  make={() => ({ ...emptyGift(), winnerNumber: 1 })}
                >
                  {(g) => (
                    <>
                      <GiftFields base={g} block={block} lottery />
                      <NumberField
                        path={`${g}.winnerNumber`}
                        labelKey="offerForm.winnerNumber"
                        required
                        disabled={started}
                      />
                    </>
                  )}
                </RepeatGroup>
              </>
            )}
          </RepeatGroup>
        </>
      )}
    </div>
  );
}
