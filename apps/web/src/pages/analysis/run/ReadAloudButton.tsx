import type { AnalysisRun, TtsJob } from '@alphadesk/contracts';
import { SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../../api/client.ts';
import { useSession } from '../../../auth/session.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';

const copy = {
  'zh-TW': { read: '朗讀報告', preparing: '正在產生語音…', failed: '語音產生失敗' },
  'zh-CN': { read: '朗读报告', preparing: '正在生成语音…', failed: '语音生成失败' },
  'en-US': {
    read: 'Read the report aloud',
    preparing: 'Preparing the audio…',
    failed: 'The audio could not be made',
  },
} as const;

/**
 * Reads a completed report aloud (gold and above): asks the server for a speech job, polls it,
 * then plays the WAV through its signed link. Free members see no button (the server refuses them).
 */
export function ReadAloudButton({ run }: { run: AnalysisRun }) {
  const { user } = useSession();
  const language = useLanguage();
  const text = copy[language];
  const [job, setJob] = useState<TtsJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!job || job.status === 'completed' || job.status === 'failed') return;
    const timer = setTimeout(() => {
      api
        .get<{ job: TtsJob }>(`/api/tts/jobs/${job.id}`)
        .then((answer) => setJob(answer.job))
        .catch((caught: unknown) => setError(errorMessage(caught, language)));
    }, 700);
    return () => clearTimeout(timer);
  }, [job, language]);

  if (!user || user.kind !== 'member' || (user.tier !== 'gold' && user.tier !== 'diamond')) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setJob((await api.post<{ job: TtsJob }>(`/api/tts/analyses/${run.id}`)).job);
    } catch (caught) {
      setError(errorMessage(caught, language));
    } finally {
      setBusy(false);
    }
  };
  const waiting = job !== null && (job.status === 'pending' || job.status === 'processing');
  return (
    <Space direction="vertical">
      <Button
        icon={<SoundOutlined />}
        loading={busy || waiting}
        onClick={() => void start()}
        data-testid="read-aloud"
      >
        {waiting ? text.preparing : text.read}
      </Button>
      {job?.status === 'completed' && job.file_url && (
        <audio data-testid="read-aloud-audio" src={job.file_url} controls autoPlay />
      )}
      {(error || job?.status === 'failed') && <Alert type="error" showIcon title={error ?? text.failed} />}
    </Space>
  );
}
