/**
 * The bucketing functions of feature flags and experiments, the very ones the server imports
 * (contracts' flag-hash): anything the site computes with them matches the server's answer. Flags
 * themselves are evaluated by the server (`GET /api/flags`); see pages/pricing/usePricingVariant.ts.
 */
export { inRollout, rolloutBucket, variantFor } from '@alphadesk/contracts';
