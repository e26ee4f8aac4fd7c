import { formatAmount } from '../../../domain/money.ts';

export interface Bar {
  label: string;
  value: number;
}

/**
 * A horizontal bar chart in plain HTML/CSS (the design card names nivo, not installed yet: see
 * docs/live-page.md). Bars are scaled to the largest value; amounts in fen print as yuan.
 */
export function Bars({
  title,
  bars,
  money = false,
}: {
  title: string;
  bars: readonly Bar[];
  money?: boolean;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="cpt-bars">
      <figcaption>{title}</figcaption>
      {bars.length === 0 && <p className="bp6-text-muted">—</p>}
      <ul>
        {bars.map((b) => (
          <li key={b.label}>
            <span className="cpt-bars-label" title={b.label}>
              {b.label}
            </span>
            <span className="cpt-bars-track">
              <span className="cpt-bars-fill" style={{ width: `${(b.value / max) * 100}%` }} />
            </span>
            <span className="cpt-bars-value">{money ? `${formatAmount(b.value)}¥` : b.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
