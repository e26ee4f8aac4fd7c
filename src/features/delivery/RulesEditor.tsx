import { useTranslation } from 'react-i18next';
import { needs, RULE_TYPES, type RuleType, uses } from '../../../domain/delivery/schema.ts';
import { useFormValue } from '../../components/FormPage/context.ts';
import { type Choice, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { MoneyField, NumberField } from '../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../components/fields/RepeatGroup.tsx';

export interface RuleValues {
  _key?: string;
  type: RuleType | undefined;
  quantity: number | null;
  fee: number | null;
  value: number | null;
}

export const emptyRule = (): RuleValues => ({ type: undefined, quantity: null, fee: null, value: null });

const TYPE_CHOICES = RULE_TYPES.map((r): Choice => ({ value: r, label: `delivery.ruleTypes.${r}` }));

/** One rule: its type, then only the inputs that type uses (domain `uses`; required: `needs`). */
function Rule({ base }: { base: string }) {
  const { t } = useTranslation();
  const type = useFormValue(`${base}.type`) as RuleType | undefined;
  return (
    <div className="cpt-rule-row">
      <SelectField path={`${base}.type`} labelKey="delivery.ruleType" required choices={TYPE_CHOICES} />
      {type && uses(type, 'quantity') && (
        <NumberField
          path={`${base}.quantity`}
          labelKey="delivery.quantity"
          required={needs(type, 'quantity')}
          unit={t('delivery.items')}
        />
      )}
      {type && uses(type, 'fee') && (
        <MoneyField path={`${base}.fee`} labelKey="delivery.fee" required={needs(type, 'fee')} />
      )}
      {type && uses(type, 'value') && (
        <MoneyField path={`${base}.value`} labelKey="delivery.orderValue" required={needs(type, 'value')} />
      )}
    </div>
  );
}

/** The rules of one fee area: a nested repeatable group. */
export function RulesEditor({ base }: { base: string }) {
  return (
    <RepeatGroup<RuleValues>
      nested
      path={`${base}.rules`}
      labelKey="delivery.rules"
      addKey="delivery.addRule"
      removeKey="delivery.removeRule"
      make={emptyRule}
    >
      {(ruleBase) => <Rule base={ruleBase} />}
    </RepeatGroup>
  );
}
