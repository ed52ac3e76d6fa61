import type { EvidenceView } from '@alphadesk/contracts';
import { Tooltip } from 'antd';

/** A number of a report; hovering or focusing it shows where it came from. */
export function EvidenceValue({
  item,
  children,
}: {
  item: Pick<EvidenceView, 'id' | 'display' | 'sourceText'>;
  children?: string;
}) {
  return (
    <Tooltip title={item.sourceText} trigger={['hover', 'focus']}>
      <span
        className="evidence-value"
        tabIndex={0}
        data-testid="evidence-value"
        data-evidence={item.id}
        aria-label={`${children ?? item.display}（${item.sourceText}）`}
      >
        {children ?? item.display}
      </span>
    </Tooltip>
  );
}
