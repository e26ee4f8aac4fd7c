import { UploadField } from '../../../../components/fields/UploadField.tsx';
import { Section } from '../Section.tsx';

/** Banners (the offer's card, 345x144) and medias (its page, 375x256), per language. */
export function MediaSection() {
  return (
    <Section id="media" labelKey="offerForm.sections.media">
      <div className="cpt-form-grid">
        <UploadField
          path="banners.en"
          storage="offer-banner"
          multiple
          labelKey="offerForm.bannersEn"
          helperKey="offerForm.bannerHint"
        />
        <UploadField
          path="banners.zh"
          storage="offer-banner"
          multiple
          labelKey="offerForm.bannersZh"
          helperKey="offerForm.bannerHint"
        />
        <UploadField
          path="medias.en"
          storage="offer-media"
          multiple
          labelKey="offerForm.mediasEn"
          helperKey="offerForm.mediaHint"
        />
        <UploadField
          path="medias.zh"
          storage="offer-media"
          multiple
          labelKey="offerForm.mediasZh"
          helperKey="offerForm.mediaHint"
        />
      </div>
    </Section>
  );
}
