import { PlayCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { defaultAnalystPreferences, type AnalystPreferences, type Tier } from '@alphadesk/contracts';
import { Alert, Button, Segmented, Select, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  analystPreferencesKey,
  saveAnalystPreferences,
  useAnalystPreferences,
  useAnalysts,
} from './queries.ts';
import { useSession } from '../../auth/session.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { AnalystCard } from './AnalystCard.tsx';
import {
  arrange,
  analysisUrl,
  typeFilters,
  type SortKey,
  type TierFilter,
  type ViewMode,
} from './catalogue.ts';
import { ComparisonTable } from './ComparisonTable.tsx';
import { EvaluationPanel } from './EvaluationPanel.tsx';
import { analystName } from './names.ts';
import { PreferencesModal } from './PreferencesModal.tsx';
import { StartAnalysisModal } from './StartAnalysisModal.tsx';
import './analysts.css';

const tierRank: Record<Tier, number> = { free: 0, gold: 1, diamond: 2 };

/** /analysts: the catalogue in three views, filters, favourites, preferences and the start modal. */
export default function AnalystsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('analysisRun.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const member = session.status === 'authenticated';
  const catalogue = useAnalysts();
  const preferencesQuery = useAnalystPreferences(member);
  const queryClient = useQueryClient();
  const preferences: AnalystPreferences = preferencesQuery.data?.preferences ?? defaultAnalystPreferences;
  const [view, setView] = useState<ViewMode>('grid');
  const [tier, setTier] = useState<TierFilter>('all');
  const [type, setType] = useState<string>(params.get('type') ?? 'all');
  const [sort, setSort] = useState<SortKey>('rating');
  const [selected, setSelected] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const analysts = useMemo(() => catalogue.data?.analysts ?? [], [catalogue.data]);
  const shown = useMemo(
    () => arrange(analysts, { tier, type, sort, favourites: preferences.preferredAnalysts }),
    [analysts, tier, type, sort, preferences.preferredAnalysts],
  );
  const userTier: Tier = session.user?.tier ?? 'free';
  const available = (analystTier: Tier) =>
    session.user?.kind === 'staff' ||
    (session.user?.kind === 'guest' ? analystTier === 'free' : tierRank[userTier] >= tierRank[analystTier]);
  const toggle = (id: string) => {
    // Locked analysts are never selected, whichever view asks (the server would refuse the run).
    const analyst = analysts.find((item) => item.id === id);
    if (analyst && !available(analyst.tier) && !selected.includes(id)) return;
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  };
  const savePreferences = (next: AnalystPreferences) => {
    queryClient.setQueryData(analystPreferencesKey, { success: true, preferences: next });
    setNotice(t('analysisRun.prefs.saved'));
  };
  const toggleFavourite = async (id: string) => {
    const current = preferences.preferredAnalysts;
    const next = {
      ...preferences,
      preferredAnalysts: current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    };
    try {
      const response = await saveAnalystPreferences(next);
      queryClient.setQueryData(analystPreferencesKey, response);
    } catch {
      setNotice(t('analysisRun.prefs.failed'));
    }
  };
  const chosen = selected.flatMap((id) => analysts.filter((analyst) => analyst.id === id));

  return (
    <div className="container page analysts-page">
      <header className="analysts-page__head">
        <div>
          <h1>{t('analysisRun.title')}</h1>
          <p>{t('analysisRun.subtitle')}</p>
          <p className="analysts-hint">{t('analysisRun.tierNote')}</p>
        </div>
        <Button icon={<SettingOutlined />} onClick={() => setEditing(true)} disabled={!member}>
          {t('analysisRun.preferences')}
        </Button>
      </header>
      {catalogue.data && <EvaluationPanel evaluation={catalogue.data.evaluation} analysts={analysts} />}
      {!member && <p className="analysts-hint">{t('analysisRun.prefs.signIn')}</p>}
      {params.get('symbol') && (
        <Alert
          type="info"
          showIcon
          title={t('analysisRun.symbolChosen', { symbol: params.get('symbol')?.toUpperCase() })}
          data-testid="analysts-symbol"
        />
      )}
      {notice && (
        <Alert
          type="success"
          showIcon
          closable
          message={notice}
          onClose={() => setNotice(null)}
          data-testid="analysts-notice"
        />
      )}
      <div className="analysts-toolbar">
        <Segmented<ViewMode>
          value={view}
          onChange={setView}
          options={(['grid', 'list', 'comparison'] as const).map((value) => ({
            value,
            label: t(`analysisRun.views.${value}`),
          }))}
        />
        <Segmented<TierFilter>
          value={tier}
          onChange={setTier}
          options={(['all', 'free', 'premium', 'favourites'] as const).map((value) => ({
            value,
            label: t(`analysisRun.filters.${value}`),
            disabled: value === 'favourites' && !member,
          }))}
        />
        <Select
          value={type}
          onChange={setType}
          aria-label={t('analysisRun.filters.type')}
          style={{ minWidth: 160 }}
          options={[
            { value: 'all', label: t('analysisRun.filters.allTypes') },
            ...typeFilters.map((value) => {
              const target = catalogue.data?.fallbackIds[value] ?? value;
              const analyst = analysts.find((item) => item.id === target);
              return { value, label: analyst ? analystName(analyst, t, i18n.language) : value };
            }),
          ]}
        />
        <Select<SortKey>
          value={sort}
          onChange={setSort}
          aria-label={t('analysisRun.sort.label')}
          style={{ minWidth: 120 }}
          options={(['rating', 'accuracy', 'experience', 'popularity'] as const).map((value) => ({
            value,
            label: t(`analysisRun.sort.${value}`),
          }))}
        />
      </div>
      <section className="analysts-selection" aria-label={t('analysisRun.selectedTitle')}>
        <strong>{t('analysisRun.selectedTitle')}：</strong>
        {chosen.length === 0 && <span className="analysts-hint">{t('analysisRun.noneSelected')}</span>}
        {chosen.map((analyst) => (
          <Tag
            key={analyst.id}
            closable
            onClose={() => toggle(analyst.id)}
            closeIcon={<span aria-label={t('analysisRun.remove', { name: analyst.name })}>×</span>}
            data-testid={`chip-${analyst.id}`}
          >
            {analyst.avatar} {analystName(analyst, t, i18n.language)}
          </Tag>
        ))}
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          disabled={chosen.length === 0}
          onClick={() => setStarting(true)}
          data-testid="start-analysis"
        >
          {t('analysisRun.start')}
        </Button>
      </section>
      {catalogue.isPending && <Skeleton active />}
      {catalogue.isError && <Alert type="error" showIcon message={t('analysisRun.loadFailed')} />}
      {view === 'comparison' ? (
        <ComparisonTable analysts={shown} selected={selected} onToggle={toggle} />
      ) : (
        <div className={view === 'grid' ? 'analysts-grid' : 'analysts-list'}>
          {shown.map((analyst) => (
            <AnalystCard
              key={analyst.id}
              analyst={analyst}
              selected={selected.includes(analyst.id)}
              favourite={preferences.preferredAnalysts.includes(analyst.id)}
              available={available(analyst.tier)}
              compact={view === 'list'}
              onToggle={() => toggle(analyst.id)}
              onFavourite={member ? () => void toggleFavourite(analyst.id) : null}
            />
          ))}
        </div>
      )}
      <StartAnalysisModal
        open={starting}
        selected={chosen}
        initialSymbol={params.get('symbol')?.toUpperCase() ?? ''}
        medianDurations={catalogue.data?.medianDurations ?? {}}
        onCancel={() => setStarting(false)}
        onConfirm={(values) =>
          void navigate(
            analysisUrl({
              symbol: values.symbol,
              analysts: selected,
              type: values.type,
              instructions: values.instructions,
            }),
          )
        }
      />
      <PreferencesModal
        open={editing}
        preferences={preferences}
        onClose={() => setEditing(false)}
        onSaved={savePreferences}
      />
    </div>
  );
}
