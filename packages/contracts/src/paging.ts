import { z } from 'zod';

const pageMessage = '頁碼須為 1 以上的整數';
const limitMessage = '每頁筆數須為 1 到 100 的整數';

/** A list's page number (1-based) from the query string. */
export const pageNumber = z.coerce
  .number({ error: pageMessage })
  .int(pageMessage)
  .min(1, pageMessage)
  .max(100_000, pageMessage)
  .default(1);

/** A list's page size, 1–100, with the screen's default. */
export const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(100, limitMessage)
    .default(fallback);
