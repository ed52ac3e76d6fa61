import type { AnalysisModule } from '../analysis/index.ts';
import type { MarketModule } from '../market/index.ts';

/** The public API is a thin versioned face over the modules members already use. */
export interface PublicApiDeps {
  market: Pick<MarketModule, 'search' | 'detail' | 'findSecurity'>;
  analysis: Pick<AnalysisModule, 'startRun' | 'run' | 'history'>;
}
