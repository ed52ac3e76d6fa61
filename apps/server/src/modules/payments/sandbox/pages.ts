import type { PayResult, UppOrder } from './engine.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
const money = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

const style = `body{font-family:"Noto Sans TC","Noto Sans CJK TC",sans-serif;max-width:560px;margin:2rem auto;padding:0 1rem;color:#1f2937}
.banner{background:#fef3c7;border:1px solid #f59e0b;color:#92400e;padding:.75rem 1rem;border-radius:8px;font-weight:700}
dl{display:grid;grid-template-columns:8rem 1fr;gap:.5rem 1rem}dt{color:#6b7280}dd{margin:0}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:6px;border:0;cursor:pointer}
.ok{background:#16a34a;color:#fff}.fail{background:#dc2626;color:#fff}.plain{background:#2563eb;color:#fff}`;

// The site's icon, inline: the page asks the server for no favicon (a request that would 404 on
// the gateway's paths), and the strict CSP allows data: images.
const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/>' +
      '<path d="M7 22l6-7 4 4 8-9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

function page(title: string, body: string, script?: string): string {
  return (
    `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<link rel="icon" type="image/svg+xml" href="${icon}">` +
    `<style>${style}</style></head><body><p class="banner">測試模式・不會實際扣款</p>${body}` +
    (script ? `<script src="${script}"></script>` : '') +
    `</body></html>`
  );
}

function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value!)}">`)
    .join('');
}

/** The hosted payment page: the order as the sealed request says, and the two simulation buttons. */
export function uppPage(
  order: UppOrder,
  merchantId: string,
  envelope: Record<string, string | undefined>,
): string {
  const button = (outcome: 'success' | 'failure', label: string, css: string) =>
    `<form method="post" action="/payuni-sandbox/upp/pay">${hidden({ ...envelope, Outcome: outcome })}` +
    `<button type="submit" class="${css}">${label}</button></form>`;
  return page(
    'PayUni 統一金流（內建測試閘道）',
    `<h1>統一金流 PayUni・測試付款頁</h1>` +
      `<p>這是 AlphaDesk 內建的 PayUni 測試閘道，使用與正式環境相同的加密協定。按下按鈕只會模擬付款結果，不會向任何卡片請款。</p>` +
      `<dl><dt>商店代號</dt><dd>${escapeHtml(merchantId)}</dd>` +
      `<dt>訂單編號</dt><dd>${escapeHtml(order.MerTradeNo)}</dd>` +
      `<dt>商品</dt><dd>${escapeHtml(order.ProdDesc)}</dd>` +
      `<dt>金額</dt><dd><strong>${money(order.TradeAmt)}</strong></dd>` +
      `<dt>付款人</dt><dd>${escapeHtml(order.UsrMail || '—')}</dd>` +
      `<dt>測試卡號</dt><dd>4242 4242 4242 4242</dd></dl>` +
      `<div class="actions">${button('success', '模擬付款成功', 'ok')}${button('failure', '模擬付款失敗', 'fail')}</div>`,
  );
}

/**
 * After a button: the shop's NotifyURL was posted to server to server; the browser now posts the sealed result to
 * ReturnURL (return.js submits the form at once; without JavaScript the button does it).
 */
export function resultPage(result: PayResult): string {
  const heading = result.paid ? '付款成功（模擬）' : '付款失敗（模擬）';
  // One text whatever the notify's fate: the page must not tell anyone whether an address answered.
  const notice = '付款結果已送交商店。';
  return page(
    heading,
    `<h1>${heading}</h1><p>訂單 ${escapeHtml(result.order.MerTradeNo)}・${money(result.order.TradeAmt)}</p>` +
      `<p>${notice}正在返回商店…</p>` +
      `<form id="payuni-return" method="post" action="${escapeHtml(result.returnUrl)}">${hidden(result.fields)}` +
      `<button type="submit" class="plain">返回商店</button></form>`,
    '/payuni-sandbox/return.js',
  );
}

export function errorPage(message: string): string {
  return page('付款資料有誤', `<h1>付款資料有誤</h1><p>${escapeHtml(message)}</p>`);
}

/** Submits the return form: a file, because the CSP allows no inline script. */
export const returnScript = `document.getElementById('payuni-return').submit();\n`;
