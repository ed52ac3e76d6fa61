import { sandboxMerchant } from '../config.ts';
import type { Keys } from './independent-payuni.ts';

/** The built-in sandbox's test merchant, as tests seal and check the gateway's messages with it. */
export const testKeys: Keys = { hashKey: sandboxMerchant.hashKey, hashIv: sandboxMerchant.hashIv };
export const testMerchantId = sandboxMerchant.merchantId;
