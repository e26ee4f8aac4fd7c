import { Card } from '@blueprintjs/core';

/** One figure of an analytics page: its name above, the value below. */
export function AnalyticsTile({ label, value }: { label: string; value: string }) {
  return (
    <Card className="cpt-analytics-tile" compact>
      <span className="bp6-text-muted">{label}</span>
      <strong>{value}</strong>
    </Card>
  );
}
