import { CLIPBOARD_SIZE } from '../../../../../domain/offers/schema.ts';
import { TextField } from '../../../../components/fields/TextField.tsx';
import { Section } from '../Section.tsx';

/** Exactly ten shortcut/text pairs: what the live page copies with a click. */
export function ClipboardSection() {
  return (
    <Section id="clipboard" labelKey="offerForm.sections.clipboard">
      {Array.from({ length: CLIPBOARD_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the ten slots are fixed positions
        <div key={i} className="cpt-offer-clipboard-row">
          <span className="cpt-offer-clipboard-n">{i + 1}</span>
          <TextField path={`clipboard.${i}.shortcut`} labelKey="offerForm.shortcut" autoComplete="off" />
          <TextField path={`clipboard.${i}.text`} labelKey="offerForm.clipboardText" multiline />
        </div>
      ))}
    </Section>
  );
}
