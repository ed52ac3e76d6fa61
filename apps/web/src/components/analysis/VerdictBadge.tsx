import { useTranslation } from 'react-i18next';

/**
 * The verdict. Deliberately not red or green: in Taiwan those mean a price rose or fell, so a
 * "buy" in red would read as a move. Buy is blue, hold slate, sell violet.
 */
export const verdictColours = { buy: '#1d4ed8', hold: '#475569', sell: '#6d28d9' } as const;

export function VerdictBadge({ result }: { result: 'buy' | 'hold' | 'sell' }) {
  const { t } = useTranslation();
  return (
    <span
      className="verdict-badge"
      style={{ background: verdictColours[result] }}
      data-testid="verdict"
      data-verdict={result}
    >
      {t(`analysisRun.report.${result}`)}
    </span>
  );
}
