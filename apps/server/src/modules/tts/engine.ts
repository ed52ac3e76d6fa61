import { spawn } from 'node:child_process';
import { mandarinForEspeak } from './spoken-text.ts';
import { parseWav, sealWav } from './wav.ts';

/** What a synthesis needs of a voice. */
export interface EngineVoice {
  language: 'zh-TW' | 'zh-CN' | 'en-US' | 'ja-JP' | 'ko-KR';
  gender: 'female' | 'male' | 'neutral';
}

export interface Synthesis {
  audio: Uint8Array;
  durationMs: number;
}

/** The speech engine behind a small interface (a test hands in one with a missing binary). */
export interface SpeechEngine {
  /** `wordsPerMinute` overrides the engine's own rate for this synthesis. */
  synthesize(text: string, voice: EngineVoice, options?: { wordsPerMinute?: number }): Promise<Synthesis>;
  version(): Promise<string | null>;
  readonly path: string;
}

/** A synthesis that did not produce audio; the message is stored on the job as its reason. */
export class EngineError extends Error {}

const espeakVoices: Record<EngineVoice['language'], string> = {
  'zh-TW': 'cmn-latn-pinyin',
  'zh-CN': 'cmn-latn-pinyin',
  'en-US': 'en-us',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
};
const variants: Record<EngineVoice['gender'], string> = { female: '+f3', male: '+m3', neutral: '' };

/** At most this long per synthesis; a stuck engine is killed and the job fails. */
const TIMEOUT_MS = 120_000;
const MAX_AUDIO_BYTES = 200 * 1024 * 1024;

function run(path: string, args: string[], input: string | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let child;
    try {
      child = spawn(path, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      reject(new EngineError(`無法啟動語音引擎 ${path}：${(error as Error).message}`));
      return;
    }
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_AUDIO_BYTES) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-500)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new EngineError(
          error.code === 'ENOENT' ? `找不到語音引擎：${path}` : `無法啟動語音引擎 ${path}：${error.message}`,
        ),
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(
          new EngineError(
            `語音引擎結束代碼 ${code ?? signal}${stderr.trim() ? `：${stderr.trim().slice(0, 200)}` : ''}`,
          ),
        );
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}

/**
 * espeak-ng, reading the text from stdin and writing a WAV to stdout. Mandarin goes through
 * pinyin (numbers become words first), the only form espeak-ng's Mandarin voice reads well.
 */
export function createEspeakEngine(options: { path: string; wordsPerMinute: number }): SpeechEngine {
  return {
    path: options.path,
    async synthesize(text, voice, rate) {
      const spoken = voice.language.startsWith('zh') ? mandarinForEspeak(text) : text;
      const args = [
        '-v',
        espeakVoices[voice.language] + variants[voice.gender],
        '-s',
        String(rate?.wordsPerMinute ?? options.wordsPerMinute),
        '--stdin',
        '--stdout',
      ];
      const audio = sealWav(new Uint8Array(await run(options.path, args, spoken)));
      const info = parseWav(audio);
      if (!info || info.dataBytes === 0) throw new EngineError('語音引擎沒有產生音訊');
      return { audio, durationMs: info.durationMs };
    },
    async version() {
      try {
        const out = (await run(options.path, ['--version'], null)).toString();
        return out.match(/eSpeak NG text-to-speech: (\S+)/)?.[1] ?? out.trim().slice(0, 100);
      } catch {
        return null;
      }
    },
  };
}
