/**
 * The closed vocabularies of an analysis result as runtime lists, for code that reads a stored
 * result back and must check it (the server parses stored reports with them). The types in
 * types.ts are derived from, or checked against, these lists.
 */
import type { DatasetName } from './types.ts';
import { zhTW, type MessageKey } from './text/zh-TW.ts';

/** How an evidence value is shown (see `Unit` in types.ts). */
export const evidenceUnits = [
  'TWD',
  'USD',
  'percent',
  'fraction',
  'multiple',
  'number',
  'points',
  'fx',
  'shares',
  'lots',
  'amount',
  'count',
  'days',
] as const;

/** The optional and required datasets of an evidence bundle. */
export const datasetNames = [
  'bars',
  'benchmark',
  'valuation',
  'peers',
  'revenue',
  'institutional',
  'margin',
  'marketMargin',
  'dividends',
  'status',
  'news',
  'foreignIndices',
  'fx',
  'adr',
  'breadth',
  'rates',
] as const;

/** Where an evidence number came from: a dataset, the method's parameters, or a derived result. */
export const evidenceDatasets = [...datasetNames, 'method', 'derived'] as const;

/** Every report template key (the zh-TW templates define them; the other locales must cover them). */
export const messageKeys = Object.keys(zhTW) as [MessageKey, ...MessageKey[]];

// The dataset list names exactly the bundle's datasets: a new dataset fails to compile until listed.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const datasetsListed: Same<(typeof datasetNames)[number], DatasetName> = true;
void datasetsListed;
