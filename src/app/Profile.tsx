import { Card, H2, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITIES } from '../../domain/communities.ts';
import { formatDateTime, relativeTime } from '../../domain/dates.ts';
import { seesAllCommunities } from '../../domain/roles.ts';
import { userAtom } from './session.ts';

/** The landing page: the profile card of spec part 2 §2 (name, e-mail, communities, role, last update). */
export default function Profile() {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  // re-render each minute so "3 minutes ago" stays true while the page sits open
  const [, tick] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => tick((n) => n + 1), 60_000);
    return () => window.clearInterval(id);
  }, []);
  if (!user) return null;
  const valid = !Number.isNaN(Date.parse(user.updatedAt));
  const communities = COMMUNITIES.filter((c) => user.communities.includes(c.id));
  return (
    <div className="cpt-page">
      <Card elevation={1} className="cpt-profile">
        <div className="cpt-profile-head">
          <div className="cpt-avatar" aria-hidden>
            {user.name.slice(0, 1).toUpperCase()}
          </div>
          <div>
            <H2>{user.name}</H2>
            <Tag intent="primary" minimal>
              {t(`roles.${user.role}`)}
            </Tag>
          </div>
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
              <td title={valid ? formatDateTime(user.updatedAt) : undefined}>
                {valid ? relativeTime(user.updatedAt, new Date(), i18n.language === 'zh' ? 'zh' : 'en') : '—'}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
      </Card>
    </div>
  );
}
