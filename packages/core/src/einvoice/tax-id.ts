/**
 * 統一編號 (Taiwanese business tax id): eight digits with a checksum. Each digit is multiplied by
 * its weight (1,2,1,2,1,2,4,1) and the digits of each product are added. Since 2023 the Ministry of
 * Finance accepts a sum divisible by 5 (it ran out of numbers whose sum is divisible by 10, the rule
 * before). When the 7th digit is 7 its product is 28, whose digits add to 10; that 10 may count as
 * 1 or 0, so the sum plus one is accepted too.
 */
export type TaxIdRule = 'since-2023' | 'before-2023';

const weights = [1, 2, 1, 2, 1, 2, 4, 1] as const;

export const taxIdPattern = /^\d{8}$/;

/** The sum of the digit sums of the weighted digits (the 7th digit's 28 counts as 10). */
export function taxIdChecksum(taxId: string): number {
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    const product = Number(taxId[index]) * weights[index]!;
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum;
}

/** Whether `taxId` is eight digits with a valid checksum under `rule` (the current rule by default). */
export function isValidTaxId(taxId: string, rule: TaxIdRule = 'since-2023'): boolean {
  if (!taxIdPattern.test(taxId)) return false;
  const divisor = rule === 'since-2023' ? 5 : 10;
  const sum = taxIdChecksum(taxId);
  if (sum % divisor === 0) return true;
  return taxId[6] === '7' && (sum + 1) % divisor === 0;
}
