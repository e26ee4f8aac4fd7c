import { useTranslation } from 'react-i18next';
import { useFormValue } from '../../../../components/FormPage/context.ts';
import { RepeatScope } from '../../../../components/fields/RepeatGroup.tsx';
import { BoursesEditor } from '../blocks/BoursesEditor.tsx';
import { ItemsEditor } from '../blocks/ItemsEditor.tsx';
import { LotteryEditor } from '../blocks/LotteryEditor.tsx';
import { PacksEditor } from '../blocks/PacksEditor.tsx';
import { SpecialsEditor } from '../blocks/SpecialsEditor.tsx';
import { Section } from '../Section.tsx';

/** A channel block (wechatGroup or miniprogram): packs, add-ons, bourse tiers, specials, lottery. */
export function ChannelSection({ block }: { block: 'wechatGroup' | 'miniprogram' }) {
  const { t } = useTranslation();
  const bourse = useFormValue('type') === 'bourse';
  const labelKey =
    block === 'wechatGroup' ? 'offerForm.sections.wechatGroup' : 'offerForm.sections.miniprogram';
  return (
    <Section id={block} labelKey={labelKey}>
      {/* both blocks hold the same groups: each region is named with its channel */}
      <RepeatScope.Provider value={t(labelKey)}>
        <PacksEditor block={block} />
        <ItemsEditor block={block} />
        {bourse && <BoursesEditor block={block} />}
        <SpecialsEditor block={block} />
        <LotteryEditor block={block} />
      </RepeatScope.Provider>
    </Section>
  );
}
