import { Callout, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { email as emailSchema } from '../../domain/schemas/common.ts';
import { login } from '../api/auth.ts';
import { statusOf } from '../api/errors.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';
import { setSession } from './session.ts';

type Failure = 'wrong' | 'throttled' | 'busy' | 'network' | null;

const FAILURE_KEY = {
  wrong: 'login.wrongCredentials',
  throttled: 'login.tooManyAttempts',
  // every password-hashing place of the server is taken (a sign-in storm): a second later works
  busy: 'errors.loginBusy',
  network: 'errors.network',
} as const;

/** The login screen: e-mail checked with the same rule as the server's. */
export default function Login() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);

  const checkEmail = (value: string) => {
    const bad = !v.safeParse(emailSchema(), value).success;
    setEmailError(bad);
    return !bad;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checkEmail(email) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      setSession(await login(email.trim(), password));
    } catch (err) {
      const status = statusOf(err);
      setFailure(
        status === 429 ? 'throttled' : status === 503 ? 'busy' : status === undefined ? 'network' : 'wrong',
      );
      setBusy(false);
    }
  };

  return (
    <main className="cpt-login">
      <div className="cpt-login-lang">
        <LanguageToggle />
      </div>
      <Card elevation={2} className="cpt-login-card">
        <H1 className="cpt-login-title">{t('app.name')}</H1>
        <p className="bp6-text-muted">{t('login.subtitle')}</p>
        <form onSubmit={submit} noValidate>
          <FormGroup
            label={t('login.email')}
            labelFor="login-email"
            intent={emailError ? 'danger' : 'none'}
            helperText={emailError ? t('login.invalidEmail') : undefined}
          >
            <InputGroup
              id="login-email"
              type="email"
              autoComplete="username"
              autoFocus
              size="large"
              leftIcon="envelope"
              value={email}
              intent={emailError ? 'danger' : 'none'}
              onValueChange={(val) => {
                setEmail(val);
                if (emailError) checkEmail(val);
              }}
              onBlur={() => email && checkEmail(email)}
            />
          </FormGroup>
          <FormGroup label={t('login.password')} labelFor="login-password">
            <InputGroup
              id="login-password"
              type="password"
              autoComplete="current-password"
              size="large"
              leftIcon="lock"
              value={password}
              onValueChange={setPassword}
            />
          </FormGroup>
          {failure && (
            <Callout intent="danger" icon="error" className="cpt-login-error" role="alert">
              {t(FAILURE_KEY[failure])}
            </Callout>
          )}
          <BusyButton type="submit" intent="primary" size="large" fill busy={busy} disabled={!password}>
            {t('login.signIn')}
          </BusyButton>
        </form>
      </Card>
    </main>
  );
}
