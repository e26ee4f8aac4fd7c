import { RichTextField } from '../../../../components/fields/RichTextField.tsx';
import { TextField } from '../../../../components/fields/TextField.tsx';
import { useLocked } from '../locks.ts';
import { OfferPicker } from '../pickers/OfferPicker.tsx';
import { Section } from '../Section.tsx';

/** Public names and descriptions per language, and the ghost offer (the one whose figures to beat). */
export function TextsSection({ selfId }: { selfId: string | undefined }) {
  const locked = useLocked();
  return (
    <Section id="texts" labelKey="offerForm.sections.texts">
      <div className="cpt-form-grid">
        <TextField path="name.en" labelKey="offerForm.nameEn" required autoComplete="off" />
        <TextField path="name.zh" labelKey="offerForm.nameZh" required autoComplete="off" />
      </div>
      <RichTextField path="description.en" labelKey="offerForm.descriptionEn" />
      <RichTextField path="description.zh" labelKey="offerForm.descriptionZh" />
      <OfferPicker
        path="ghostID"
        labelKey="offerForm.ghostID"
        helperKey="offerForm.ghostHint"
        exclude={selfId}
        disabled={locked('ghostID')}
      />
    </Section>
  );
}
