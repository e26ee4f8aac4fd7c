import { InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An order number as typed: a whole number above zero, '' for "no winner yet", else not one. */
export function readOrderID(text: string): number | null | 'invalid' {
  const s = text.trim();
  if (s === '') return null;
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) return 'invalid';
  return Number(s);
}

/**
 * The winner's order number: Enter or leaving the field sends it. What the user typed
 * stays in the field until it is taken, and a refusal (not a number, not an order of this offer)
 * is written under the field, which is marked, not in a toast far from it.
 */
export function LotteryOrderInput({
  current,
  label,
  onAssign,
}: {
  current: number | null;
  /** names the draw and winner: every row's field is an order ID, a screen reader tells them apart */
  label: string;
  /** resolves with the refusal's text, or null once the server took it */
  onAssign: (orderID: number | null) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  // another user's (or the server's) answer refills the field, unless a refusal is being shown
  useEffect(() => {
    if (!error) setText(current === null ? '' : String(current));
  }, [current, error]);

  const send = async () => {
    const n = readOrderID(text);
    if (n === 'invalid') return setError(t('live.lottery.notAnOrderID'));
    if (n === current) return setError(null);
    setError(await onAssign(n));
  };
  return (
    <div className="cpt-live-lottery-order">
      <InputGroup
        id={id}
        size="small"
        inputMode="numeric"
        aria-label={label}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={t('live.lottery.orderPlaceholder')}
        intent={error ? 'danger' : 'none'}
        value={text}
        onValueChange={(v) => {
          setText(v);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void send();
        }}
        onBlur={() => {
          if (text !== (current === null ? '' : String(current))) void send();
        }}
      />
      {error && (
        <div id={`${id}-error`} className="bp6-form-helper-text cpt-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
