/** Shared number texts of the money pages: NT$ without decimals, rates (fractions) as percentages. */
export const twd = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `NT$${Math.round(value).toLocaleString('en-US')}`;
export const rate = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${(value * 100).toFixed(1)}%`;
export const taipeiDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }) : '—';
export const taipeiDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('zh-TW', { timeZone: 'Asia/Taipei' }) : '—';
