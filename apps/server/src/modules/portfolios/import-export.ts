import { randomUUID } from 'node:crypto';
import { importedTransaction, parseTransactionsCsv, type Transaction } from '@alphadesk/core';
import { errorMessage, type ImportRequest, type ImportResponse } from '@alphadesk/contracts';
import { AppError, appError } from '../../platform/errors.ts';
import type { PortfolioMarket } from './market-port.ts';
import { columnsOf, contentKey, fingerprinter, toTransaction } from './records.ts';
import type { NewTransactionRow, PortfolioRepository } from './repository.ts';
import type { Caller, PortfolioService } from './service.ts';
import { coreCosts } from './transactions.ts';

const maxBytes = 2 * 1024 * 1024;

/** UTF-8 (with or without BOM) when the bytes are valid UTF-8; otherwise Big5, as Taiwan brokers export. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'big5' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    try {
      return { text: new TextDecoder('big5', { fatal: true }).decode(bytes), encoding: 'big5' };
    } catch {
      throw appError('IMPORT_FILE_UNREADABLE');
    }
  }
}

/**
 * Broker CSV import: a dry run previews every row (marking those already in the portfolio) and
 * every error with its line; the real import writes only when the whole file is clean, and only
 * the rows not already there.
 */
export function createImportExport(deps: {
  service: PortfolioService;
  repository: PortfolioRepository;
  market: PortfolioMarket;
}) {
  const { owned, requireConsistent, addRecords, today } = deps.service.internals;

  type PortfolioRow = Awaited<ReturnType<typeof owned>>;
  type Fresh = { tx: Transaction; record: NewTransactionRow; line: number };
  type LineError = ImportResponse['errors'][number];

  /** The file's text, after the size rules, and the parse with every company name resolved. */
  async function readFile(request: ImportRequest) {
    const bytes = Buffer.from(request.file.replace(/\s+/g, ''), 'base64');
    if (bytes.length === 0) throw appError('IMPORT_FILE_REQUIRED');
    if (bytes.length > maxBytes) throw appError('IMPORT_FILE_TOO_LARGE');
    const { text, encoding } = decodeCsv(bytes);
    // The parser resolves names as it reads; a first pass collects what it asks for.
    const asked: string[] = [];
    parseTransactionsCsv(text, (query) => {
      asked.push(query);
      return null;
    });
    return { encoding, parsed: parseTransactionsCsv(text, await deps.market.lookup(asked)) };
  }

  /** Every parsed line as a preview row; the lines not already stored become records to add. */
  async function previewLines(row: PortfolioRow, parsed: ReturnType<typeof parseTransactionsCsv>) {
    const errors: LineError[] = [...parsed.errors];
    const symbols = [...new Set(parsed.rows.flatMap((entry) => (entry.symbol ? [entry.symbol] : [])))];
    const securities = await deps.market.securities(symbols);
    const existing = await deps.repository.transactions([row.id]);
    const stored = new Set(existing.map((tx) => tx.fingerprint));
    const numberInFile = fingerprinter([]).inFile();
    const costs = coreCosts(row);
    const fresh: Fresh[] = [];
    const rows: ImportResponse['rows'] = [];
    for (const entry of parsed.rows) {
      const security = entry.symbol ? securities.get(entry.symbol) : undefined;
      // A line's problems are the catalogue's errors, in zh-TW like the parser's own.
      const problem = (code: 'TRADE_DATE_IN_FUTURE' | 'TAIWAN_ONLY' | 'CASH_NOT_TRACKED') =>
        errors.push({ line: entry.line, message: `第 ${entry.line} 行：${errorMessage(code, 'zh-TW')}` });
      if (entry.date > today()) problem('TRADE_DATE_IN_FUTURE');
      if (security && security.market !== 'TW') problem('TAIWAN_ONLY');
      if ((entry.type === 'cash-in' || entry.type === 'cash-out') && !row.trackCash)
        problem('CASH_NOT_TRACKED');
      const tx = importedTransaction(entry, randomUUID(), security?.kind ?? 'stock', costs);
      const columns = columnsOf(tx);
      const fingerprint = numberInFile(contentKey(columns, entry.dayTrade));
      const duplicate = stored.has(fingerprint);
      rows.push({
        line: entry.line,
        date: entry.date,
        type: entry.type,
        symbol: entry.symbol,
        companyName: entry.symbol ? (security?.name ?? entry.symbol) : null,
        shares: entry.shares,
        price: entry.price,
        fee: columns.fee ?? 0,
        tax: columns.tax ?? 0,
        amount: entry.amount,
        ratio: entry.ratio,
        dayTrade: entry.dayTrade,
        duplicate,
      });
      if (duplicate) continue;
      const record: NewTransactionRow = {
        ...columns,
        id: tx.id,
        portfolioId: row.id,
        dayTrade: entry.dayTrade,
        note: null,
        source: 'import',
        analysisId: null,
        fingerprint,
      };
      fresh.push({ tx, line: entry.line, record });
    }
    return { rows, fresh, errors, existing };
  }

  /** A clean file must also leave the ledger consistent (no overselling) once its rows are in. */
  async function consistencyErrors(
    row: PortfolioRow,
    existing: Awaited<ReturnType<PortfolioRepository['transactions']>>,
    fresh: Fresh[],
  ): Promise<LineError[]> {
    try {
      await requireConsistent(row, [...existing.map(toTransaction), ...fresh.map((entry) => entry.tx)]);
      return [];
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return [{ line: 0, message: error.message }];
    }
  }

  return {
    async importCsv(caller: Caller, id: string, request: ImportRequest): Promise<ImportResponse> {
      const row = await owned(caller, id);
      const { encoding, parsed } = await readFile(request);
      const { rows, fresh, errors, existing } = await previewLines(row, parsed);
      if (errors.length === 0 && fresh.length > 0)
        errors.push(...(await consistencyErrors(row, existing, fresh)));
      errors.sort((a, b) => a.line - b.line);
      const report = {
        success: true as const,
        format: parsed.format,
        encoding,
        rows,
        duplicates: rows.filter((entry) => entry.duplicate).length,
        errors,
        warnings: parsed.warnings,
      };
      if (request.dryRun) return { ...report, dryRun: true, added: 0 };
      if (errors.length > 0) {
        const details = errors.map((issue) => ({ path: `line ${issue.line}`, message: issue.message }));
        throw new AppError('IMPORT_HAS_ERRORS', undefined, details);
      }
      await addRecords(
        row,
        existing,
        fresh.map((entry) => entry.record),
      );
      return { ...report, dryRun: false, added: fresh.length };
    },

    /** The portfolio's own transactions in the generic import shape (UTF-8 with BOM, for Excel). */
    async exportCsv(caller: Caller, id: string): Promise<{ fileName: string; body: string }> {
      const row = await owned(caller, id);
      const existing = await deps.repository.transactions([row.id]);
      const securities = await deps.market.securities([
        ...new Set(existing.flatMap((tx) => (tx.symbol ? [tx.symbol] : []))),
      ]);
      const header = 'date,type,symbol,name,shares,price,fee,tax,amount,ratio,daytrade,note';
      const cell = (value: string | number | null | undefined) => {
        const text = value === null || value === undefined ? '' : String(value);
        return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const lines = existing.map((tx) =>
        [
          tx.date,
          tx.type,
          tx.symbol,
          tx.symbol ? (securities.get(tx.symbol)?.name ?? '') : '',
          tx.shares,
          tx.price,
          tx.fee,
          tx.tax,
          tx.amount,
          tx.ratio,
          tx.dayTrade ? 'Y' : '',
          tx.note,
        ]
          .map(cell)
          .join(','),
      );
      return {
        fileName: `portfolio-${today()}.csv`,
        body: `\uFEFF${[header, ...lines].join('\r\n')}\r\n`,
      };
    },
  };
}
export type ImportExport = ReturnType<typeof createImportExport>;
