import { Button } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSession, sessionAtom, signOut } from './session.ts';

/**
 * '2d 03:04:05' or '03:04:05': the time the session has left before the user must sign in again.
 * `withDays` writes the day part in the reader's language ('2天 03:04:05').
 */
export function formatRemaining(
  ms: number,
  withDays: (days: number, hms: string) => string = (d, hms) => `${d}d ${hms}`,
): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? withDays(d, hms) : hms;
}

/** The instant the session ends, as a clock time (with the date when it is not today). */
function endOf(iso: string, lang: string): string {
  const end = new Date(iso);
  const today = end.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    ...(today ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
  }).format(end);
}

/**
 * The logout button with the countdown of the session. The session ends when the
 * refresh token expires; access tokens renew silently before that, so this is the time that counts.
 */
export function SessionCountdown({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const description = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = session ? Date.parse(session.refreshExpireAt) - now : 0;
  useEffect(() => {
    if (session && left <= 0) clearSession();
  }, [session, left]);
  const remaining = formatRemaining(left, (count, time) => t('app.daysAndTime', { count, time }));
  const endsAt = session ? endOf(session.refreshExpireAt, i18n.language) : '';
  // the name stays "Log out" and the description names the end's clock time, which does not move:
  // a screen reader is not told a new number every second; the ticking count is for the eyes
  return (
    <>
      <Button
        variant="minimal"
        icon="log-out"
        title={t('app.sessionLeft', { time: remaining })}
        aria-label={t('app.logout')}
        aria-describedby={description}
        onClick={() => void signOut()}
      >
        {compact ? undefined : (
          <span>
            {t('app.logout')}{' '}
            <span className="cpt-countdown" aria-hidden>
              {remaining}
            </span>
          </span>
        )}
      </Button>
      <span id={description} hidden>
        {t('app.sessionEndsAt', { time: endsAt })}
      </span>
    </>
  );
}
