import { useFormValue } from '../../../../components/FormPage/context.ts';
import { BoursesEditor } from '../blocks/BoursesEditor.tsx';
import { ItemsEditor } from '../blocks/ItemsEditor.tsx';
import { LotteryEditor } from '../blocks/LotteryEditor.tsx';
import { PacksEditor } from '../blocks/PacksEditor.tsx';
import { SpecialsEditor } from '../blocks/SpecialsEditor.tsx';
import { Section } from '../Section.tsx';

/** A channel block (wechatGroup or miniprogram): packs, add-ons, bourse tiers, specials, lottery. */
export function ChannelSection({ block }: { block: 'wechatGroup' | 'miniprogram' }) {
  const bourse = useFormValue('type') === 'bourse';
  return (
    <Section
      id={block}
      labelKey={block === 'wechatGroup' ? 'offerForm.sections.wechatGroup' : 'offerForm.sections.miniprogram'}
    >
      <PacksEditor block={block} />
      <ItemsEditor block={block} />
      {bourse && <BoursesEditor block={block} />}
      <SpecialsEditor block={block} />
      <LotteryEditor block={block} />
    </Section>
  );
}
