import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A block's title with where its numbers come from: data date or quote time, source, 模擬. */
export function BlockHeader(props: {
  title: string;
  date?: string | null | undefined;
  asOf?: string | null | undefined;
  sources?: readonly (string | null)[];
  simulated?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const sources = [...new Set((props.sources ?? []).filter((source): source is string => !!source))];
  const time = props.asOf
    ? new Date(props.asOf).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false })
    : null;
  return (
    <header className="market-block__header">
      <h2 className="market-block__title">
        {props.title}
        {props.simulated ? (
          <Tag color="orange" className="market-block__simulated">
            {t('marketOverview.simulated')}
          </Tag>
        ) : null}
      </h2>
      <p className="market-block__meta">
        {props.date ? <span>{t('marketOverview.dataDate', { date: props.date })}</span> : null}
        {time ? <span>{t('marketOverview.asOf', { time })}</span> : null}
        {sources.length > 0 ? (
          <span>{t('marketOverview.source', { source: sources.join('、') })}</span>
        ) : null}
        {props.children}
      </p>
    </header>
  );
}
