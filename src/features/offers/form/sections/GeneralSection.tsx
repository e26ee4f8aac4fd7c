import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CHANNELS, OFFER_TYPES } from '../../../../../domain/offers/schema.ts';
import { keyIn } from '../../../../../locales/keys.ts';
import { userAtom } from '../../../../app/session.ts';
import {
  CheckboxField,
  type Choice,
  RadioField,
  SelectField,
} from '../../../../components/fields/ChoiceFields.tsx';
import { TextField } from '../../../../components/fields/TextField.tsx';
import { communityOptions } from '../../OffersList.tsx';
import { useLocked } from '../locks.ts';
import { Section } from '../Section.tsx';

/** Internal name, community, offerID (read-only, given by the server), channel, type, showDetail. */
export function GeneralSection({ offerID }: { offerID: number | null }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const locked = useLocked();
  const communities = communityOptions(user).map((c): Choice => ({ value: c.value, label: c.labelKey }));
  return (
    <Section id="general" labelKey="offerForm.sections.general">
      <div className="cpt-form-grid">
        <TextField
          path="internalName"
          labelKey="offers.internalName"
          required
          autoFocus
          autoComplete="off"
          disabled={locked('internalName')}
        />
        <SelectField
          path="community"
          labelKey="offers.community"
          required
          choices={communities}
          disabled={locked('community')}
        />
        <FormGroup label={t('offers.offerID')} labelFor="offer-offerID" className="cpt-field">
          <InputGroup
            id="offer-offerID"
            readOnly
            value={offerID === null ? '' : String(offerID)}
            placeholder={t('offerForm.offerIdNew')}
          />
        </FormGroup>
        <SelectField
          path="type"
          labelKey="offers.type"
          required
          choices={OFFER_TYPES.map((x): Choice => ({ value: x, label: keyIn('offers.types', x) }))}
          disabled={locked('type')}
        />
      </div>
      <RadioField
        path="channel"
        labelKey="offers.channel"
        required
        choices={CHANNELS.map((c): Choice => ({ value: c, label: keyIn('live.channels', c) }))}
        disabled={locked('channel')}
      />
      <CheckboxField path="showDetail" labelKey="offerForm.showDetail" />
    </Section>
  );
}
