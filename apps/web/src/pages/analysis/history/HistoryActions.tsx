import { Button, Checkbox, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHistoryMutations } from './queries.ts';

/** Select-all (the filtered items), delete with the spec's confirmation, export and share. */
export function HistoryActions(props: {
  filteredIds: string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  onReport: () => void;
  onInsights: () => void;
}) {
  const { t } = useTranslation();
  const { remove, exportFile, share } = useHistoryMutations();
  const ids = [...props.selected];
  const allSelected = props.filteredIds.length > 0 && props.filteredIds.every((id) => props.selected.has(id));

  const confirmDelete = () =>
    Modal.confirm({
      title: t('history.confirmTitle'),
      content: t('history.confirmDelete', { count: ids.length }),
      okButtonProps: { danger: true },
      okText: t('history.delete'),
      onOk: async () => {
        try {
          const answer = await remove.mutateAsync(ids);
          props.onSelect(new Set());
          void message.success(t('history.deleted', { count: answer.deleted }));
        } catch {
          void message.error(t('history.deleteFailed'));
        }
      },
    });

  const runExport = async (format: 'pdf' | 'excel') => {
    try {
      await exportFile.mutateAsync({ analysisIds: ids, format });
    } catch {
      void message.error(t('history.exportFailed'));
    }
  };

  const runShare = async () => {
    try {
      const { shareUrl } = await share.mutateAsync(ids[0]!);
      await navigator.clipboard.writeText(shareUrl);
      void message.success(t('history.shareCopied'));
    } catch {
      void message.error(t('history.shareFailed'));
    }
  };

  return (
    <div className="history-actions" data-testid="history-actions">
      <Checkbox
        checked={allSelected}
        indeterminate={!allSelected && ids.length > 0}
        onChange={() => props.onSelect(allSelected ? new Set() : new Set(props.filteredIds))}
        data-testid="history-select-all"
      >
        {t('history.selectAll')}
      </Checkbox>
      {ids.length > 0 && (
        <>
          <span data-testid="history-selected-count">{t('history.selected', { count: ids.length })}</span>
          <Button danger onClick={confirmDelete} loading={remove.isPending} data-testid="history-delete">
            {t('history.delete')}
          </Button>
          <Button onClick={() => void runExport('pdf')} loading={exportFile.isPending}>
            {t('history.exportPdf')}
          </Button>
          <Button onClick={() => void runExport('excel')} loading={exportFile.isPending}>
            {t('history.exportExcel')}
          </Button>
          {ids.length === 1 && (
            <Button onClick={() => void runShare()} loading={share.isPending}>
              {t('history.share')}
            </Button>
          )}
          <Button type="link" onClick={() => props.onSelect(new Set())}>
            {t('history.clearSelection')}
          </Button>
        </>
      )}
      <span style={{ flex: 1 }} />
      <Button onClick={props.onReport}>{t('history.report')}</Button>
      <Button onClick={props.onInsights}>{t('history.insights')}</Button>
    </div>
  );
}
