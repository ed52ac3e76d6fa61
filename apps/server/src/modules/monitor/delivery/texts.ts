import type { AlertTriggered } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';

const taipeiTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Taipei', hour12: false });

const words: Record<
  Locale,
  {
    subject: (symbol: string) => string;
    price: string;
    at: string;
    simulated: string;
    summarySubject: (count: number) => string;
    summaryIntro: (count: number, perHour: number) => string;
    footer: string;
  }
> = {
  'zh-TW': {
    subject: (symbol) => `【AlphaDesk 預警】${symbol} 已觸發`,
    price: '價格',
    at: '觸發時間（台北）',
    simulated: '（模擬行情）',
    summarySubject: (count) => `【AlphaDesk 預警】彙整 ${count} 則已觸發的預警`,
    summaryIntro: (count, perHour) =>
      `您在一小時內的預警超過 ${perHour} 封 Email 上限，以下 ${count} 則彙整於此：`,
    footer: '您可在「市場監控」頁面關閉預警 Email 通知。',
  },
  'zh-CN': {
    subject: (symbol) => `【AlphaDesk 预警】${symbol} 已触发`,
    price: '价格',
    at: '触发时间（台北）',
    simulated: '（模拟行情）',
    summarySubject: (count) => `【AlphaDesk 预警】汇总 ${count} 则已触发的预警`,
    summaryIntro: (count, perHour) =>
      `您在一小时内的预警超过 ${perHour} 封 Email 上限，以下 ${count} 则汇总于此：`,
    footer: '您可在“市场监控”页面关闭预警 Email 通知。',
  },
  'en-US': {
    subject: (symbol) => `[AlphaDesk alert] ${symbol} triggered`,
    price: 'Price',
    at: 'Triggered at (Taipei)',
    simulated: ' (simulated quotes)',
    summarySubject: (count) => `[AlphaDesk alert] ${count} triggered alerts in one summary`,
    summaryIntro: (count, perHour) =>
      `Your alerts passed the limit of ${perHour} e-mails an hour; the ${count} below are summarised here:`,
    footer: 'You can switch alert e-mails off on the Market monitor page.',
  },
};

/**
 * One firing as a line of text. The member's own message is theirs and stays as written (the
 * English text names the stock by its code, as the feed does).
 */
function line(alert: AlertTriggered, locale: Locale): string {
  const w = words[locale];
  const simulated = alert.simulated ? w.simulated : '';
  return `${alert.symbol} · ${alert.message} · ${w.price} ${alert.price}${simulated} · ${taipeiTime(alert.triggeredAt, locale)}`;
}

export function alertMail(alert: AlertTriggered, locale: Locale): { subject: string; text: string } {
  const w = words[locale];
  const simulated = alert.simulated ? w.simulated : '';
  return {
    subject: w.subject(alert.symbol),
    text: [
      alert.message,
      `${w.price}: ${alert.price}${simulated}`,
      `${w.at}: ${taipeiTime(alert.triggeredAt, locale)}`,
      '',
      w.footer,
    ].join('\n'),
  };
}

export function summaryMail(
  alerts: readonly AlertTriggered[],
  perHour: number,
  locale: Locale,
): { subject: string; text: string } {
  const w = words[locale];
  return {
    subject: w.summarySubject(alerts.length),
    text: [
      w.summaryIntro(alerts.length, perHour),
      '',
      ...alerts.map((alert) => `- ${line(alert, locale)}`),
      '',
      w.footer,
    ].join('\n'),
  };
}
