import { Button, Card, H2, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COMMUNITIES } from '../../domain/communities.ts';
import { PROFILE } from '../../domain/files/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { seesAllCommunities } from '../../domain/roles.ts';
import { type AvatarAnswer, storageUrl } from '../../domain/storages.ts';
import { useRecord } from '../api/useRecord.ts';
import { userAtom } from './session.ts';

// the picture's form drawer (upload field, form page, history) loads when it is opened: the
// profile is the landing page, so it is part of every sign-in's download
const ProfilePicture = lazy(() => import('./ProfilePicture.tsx'));
const ProfilePassword = lazy(() => import('./ProfilePassword.tsx'));
type Dates = typeof import('../../domain/dates.ts');

/** The landing page: the member's profile card (name, e-mail, communities, role, last update). */
export default function Profile() {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picture = useRecord<AvatarAnswer>(apiUrl(PROFILE.ops.avatar, {}));
  const [saved, setSaved] = useState<AvatarAnswer | null>(null);
  const avatar = saved ?? picture.data;
  // re-render each minute so "3 minutes ago" stays true while the page sits open
  const [, tick] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => tick((n) => n + 1), 60_000);
    return () => window.clearInterval(id);
  }, []);
  // the last update is written by luxon (domain/dates.ts), which loads after the card is drawn: it
  // would be a tenth of the sign-in's download, and the lists fetch it anyway
  const [dates, setDates] = useState<Dates | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../domain/dates.ts').then((m) => live && setDates(m));
    return () => {
      live = false;
    };
  }, []);
  if (!user) return null;
  const valid = !Number.isNaN(Date.parse(user.updatedAt));
  const communities = COMMUNITIES.filter((c) => user.communities.includes(c.id));
  return (
    <div className="cpt-page">
      <Card elevation={1} className="cpt-profile">
        <div className="cpt-profile-head">
          {avatar?.avatar ? (
            <img
              className="cpt-avatar cpt-avatar-picture"
              src={storageUrl('member-avatar', avatar.avatar.uri)}
              alt={t('profile.picture')}
            />
          ) : (
            <div className="cpt-avatar" aria-hidden>
              {user.name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div>
            <H2>{user.name}</H2>
            <Tag intent="primary" minimal>
              {t(`roles.${user.role}`)}
            </Tag>
          </div>
          <span className="cpt-profile-grow" />
          <Button icon="camera" disabled={!avatar} onClick={() => void navigate('/?picture=edit')}>
            {t('profile.changePicture')}
          </Button>
          <Button icon="lock" onClick={() => void navigate('/?password=edit')}>
            {t('profile.changePassword')}
          </Button>
        </div>
        <HTMLTable className="cpt-profile-table">
          <tbody>
            <tr>
              <th scope="row">{t('profile.email')}</th>
              <td>
                <Icon icon="envelope" /> {user.email}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('profile.communities')}</th>
              <td>
                {communities.length === 0
                  ? t(seesAllCommunities(user.role) ? 'profile.allCommunities' : 'profile.noCommunity')
                  : communities.map((c) => (
                      <Tag key={c.id} minimal className="cpt-tag-gap">
                        {t(`communities.${c.key}`)}
                      </Tag>
                    ))}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('profile.role')}</th>
              <td>{t(`roles.${user.role}`)}</td>
            </tr>
            <tr>
              <th scope="row">{t('profile.city')}</th>
              <td>{t(`cities.${user.city}`)}</td>
            </tr>
            <tr>
              <th scope="row">{t('profile.updated')}</th>
              <td title={valid && dates ? dates.formatDateTime(user.updatedAt) : undefined}>
                {!valid
                  ? '—'
                  : dates?.relativeTime(user.updatedAt, new Date(), i18n.language === 'zh' ? 'zh' : 'en')}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
      </Card>
      {avatar && params.get('picture') === 'edit' && (
        <Suspense fallback={null}>
          <ProfilePicture current={avatar} onSaved={setSaved} />
        </Suspense>
      )}
      {params.get('password') === 'edit' && (
        <Suspense fallback={null}>
          <ProfilePassword />
        </Suspense>
      )}
    </div>
  );
}
