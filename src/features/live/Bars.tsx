import { ResponsiveBar } from '@nivo/bar';
import { formatYuan } from '../../../domain/money.ts';

export interface Bar {
  label: string;
  value: number;
}

const ROW = 28;

/**
 * A horizontal nivo bar chart for the analytics tab. Amounts in fen print as yuan. The same
 * figures are also listed for screen readers, since the chart itself is a picture.
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
  const format = (v: number) => (money ? `${formatYuan(v)}` : String(v));
  // nivo draws the first datum at the bottom of a horizontal chart: reverse to read top-down
  const data = bars.map((b) => ({ label: b.label, value: b.value })).reverse();
  return (
    <figure className="cpt-bars">
      <figcaption>{title}</figcaption>
      {bars.length === 0 ? (
        <p className="bp6-text-muted">—</p>
      ) : (
        <div className="cpt-bars-chart" style={{ height: 8 + bars.length * ROW }} aria-hidden>
          <ResponsiveBar
            data={data}
            keys={['value']}
            indexBy="label"
            layout="horizontal"
            margin={{ top: 4, right: 96, bottom: 4, left: 132 }}
            padding={0.3}
            colors={['#2d72d2']}
            enableGridY={false}
            axisBottom={null}
            axisLeft={{ tickSize: 0, tickPadding: 8, truncateTickAt: 18 }}
            valueFormat={format}
            labelPosition="end"
            labelOffset={6}
            labelTextColor="#1c2127"
            isInteractive={false}
            animate={false}
          />
        </div>
      )}
      <ul className="cpt-sr-only">
        {bars.map((b) => (
          <li key={b.label}>
            {b.label}: {format(b.value)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
