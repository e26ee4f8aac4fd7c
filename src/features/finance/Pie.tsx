import { Card } from '@blueprintjs/core';
import { ResponsivePie } from '@nivo/pie';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';

const COLORS = ['#2d72d2', '#29a634', '#d1980b', '#d33d17', '#9d3f9d', '#00a396'];

/** A revenue split as a nivo pie with a legend that carries the figures (the chart is decorative). */
export function Pie({
  title,
  slices,
}: {
  title: string;
  slices: { id: string; label: string; value: number; orders: number }[];
}) {
  const { t } = useTranslation();
  const total = slices.reduce((s, x) => s + x.value, 0);
  return (
    <Card className="cpt-analytics-pie">
      <h3>{title}</h3>
      {total === 0 ? (
        <p className="bp6-text-muted">{t('finance.analytics.empty')}</p>
      ) : (
        <div className="cpt-analytics-chart" aria-hidden>
          <ResponsivePie
            data={slices.filter((s) => s.value > 0).map((s) => ({ id: s.label, value: s.value }))}
            margin={{ top: 24, right: 24, bottom: 24, left: 24 }}
            innerRadius={0.55}
            padAngle={1}
            colors={COLORS}
            valueFormat={(v) => formatYuan(v)}
            enableArcLinkLabels={false}
            arcLabel={(d) => `${Math.round((d.value / total) * 100)}%`}
            arcLabelsTextColor="#ffffff"
            isInteractive={false}
            animate={false}
          />
        </div>
      )}
      <ul className="cpt-analytics-legend">
        {slices.map((s, i) => (
          <li key={s.id}>
            <span className="cpt-analytics-swatch" style={{ background: COLORS[i % COLORS.length] }} />
            {s.label}: {formatYuan(s.value)} · {t('finance.analytics.orders')} {s.orders}
          </li>
        ))}
      </ul>
    </Card>
  );
}
