import type * as C from '@alphadesk/contracts';

/** What a contract schema parses to (type only: the fakes stay free of zod at run time). */
type Of<Schema extends { parse(value: unknown): unknown }> = ReturnType<Schema['parse']>;

/**
 * The answer of each endpoint the web tests fake, as the contracts type it: a fake answer that
 * drifts from the wire shape is a type error. Paths with ids use template keys; file and event
 * stream endpoints answer raw `Response`s from a handler (their type here is `never`).
 */
export interface ApiAnswers {
  'GET /api/user/me': Of<typeof C.MeResponse>;
  'GET /api/auth/config': Of<typeof C.AuthConfigResponse>;
  'GET /api/health': C.HealthResponse;
  'POST /api/auth/login': C.AuthResponse;
  'POST /api/auth/register': C.AuthResponse;
  'POST /api/auth/refresh': C.AuthResponse;
  'POST /api/auth/guest': Of<typeof C.GuestResponse>;
  'POST /api/auth/google-login': Of<typeof C.GoogleLoginResponse>;
  'POST /api/auth/forgot-password': Of<typeof C.SuccessMessage>;
  'POST /api/auth/reset-password': Of<typeof C.SuccessMessage>;
  'POST /api/auth/logout': Of<typeof C.SuccessMessage>;
  'GET /api/user/preferences': Of<typeof C.PreferencesResponse>;
  'PUT /api/user/preferences': Of<typeof C.PreferencesResponse>;
  'GET /api/plans': C.PlanListResponse;
  'POST /api/plans/quote': C.PlanQuote;
  'GET /api/analysts': C.AnalystsResponse;
  'POST /api/analysis/runs': Of<typeof C.StartAnalysisResponse>;
  [run: `GET /api/analysis/runs/${string}`]: C.AnalysisRunResponse;
  'GET /api/subscription': Of<typeof C.SubscriptionResponse>;
  'POST /api/subscription/change': Of<typeof C.ChangePlanResponse>;
  'GET /api/payments': Of<typeof C.PaymentListResponse>;
  [order: `GET /api/payments/orders/${string}`]: Of<typeof C.OrderViewResponse>;
  [retry: `POST /api/payments/${string}/retry`]: C.PaymentFormResponse;
  [receipt: `GET /api/payments/${string}/receipt.pdf`]: never;
  'POST /api/v1/payuni/create-payment': C.PaymentFormResponse;
  'GET /api/v1/einvoice/preference': C.InvoicePreferenceResponse;
  'PUT /api/v1/einvoice/preference': C.InvoicePreferenceResponse;
  'GET /api/v1/einvoices': C.EinvoiceListResponse;
  [einvoice: `GET /api/v1/einvoices/${string}`]: C.EinvoiceDetailResponse;
  [page: `GET /api/v1/payuni/payment-page/${string}`]: C.PaymentFormResponse;
  'GET /api/stocks/search': C.StockSearchResponse;
  'GET /api/stocks/detail': C.StockDetailResponse;
  'GET /api/stocks/hot': C.HotStocksResponse;
  'GET /api/stocks/search-history': C.SearchHistoryResponse;
  'POST /api/stocks/search-history': C.SearchHistoryItemResponse;
  'GET /api/market/status': C.MarketStatusResponse;
  'GET /api/market/indices': C.MarketIndicesResponse;
  'GET /api/market/overview': C.MarketOverviewResponse;
  'GET /api/simple-portfolios': C.PortfolioListResponse;
  'POST /api/simple-portfolios': C.Portfolio;
  // One portfolio's detail, ledger, analytics or the dashboard stats (the export is a raw file).
  [portfolio: `GET /api/simple-portfolios/${string}`]:
    C.PortfolioDetailResponse | C.TransactionListResponse | C.AnalyticsResponse | C.PortfolioStatsResponse;
  [write: `POST /api/simple-portfolios/${string}`]:
    C.Portfolio | C.ImportResponse | Of<typeof C.TransactionResponse>;
  [rename: `PATCH /api/simple-portfolios/${string}`]: C.Portfolio;
  [remove: `DELETE /api/simple-portfolios/${string}`]: Of<typeof C.PortfolioDeletedResponse>;
  'GET /api/market/watchlist': Of<typeof C.WatchlistResponse>;
  'POST /api/market/watchlist': Of<typeof C.WatchlistItemResponse>;
  'GET /api/market/alerts': Of<typeof C.AlertListResponse>;
  'POST /api/market/alerts': Of<typeof C.AlertResponse>;
  'GET /api/market/events': Of<typeof C.MarketEventListResponse>;
  'GET /api/market/usage': Of<typeof C.MonitorUsageResponse>;
  'GET /api/market/delivery': Of<typeof C.AlertDeliveryResponse>;
  'PUT /api/market/delivery/email': Of<typeof C.AlertDeliveryResponse>;
  'POST /api/market/webhooks': Of<typeof C.WebhookCreatedResponse>;
  [log: `GET /api/market/webhooks/${string}/deliveries`]: Of<typeof C.WebhookDeliveryListResponse>;
  'POST /api/personality-test/start': C.StartPersonalityTestResponse;
  'POST /api/personality-test/submit-answer': C.SubmitPersonalityAnswerResponse;
  'GET /api/personality-test/latest': C.PersonalityLatestResponse;
  'GET /api/dashboard/overview': C.MemberDashboardResponse;
  'GET /api/help/faq': C.FaqResponse;
  'POST /api/support/tickets': C.TicketResponse;
  'POST /api/subscription/trial': Of<typeof C.SubscriptionResponse>;
  [fit: `GET /api/personality-test/fit/${string}`]: C.PersonalFitResponse;
  'GET /api/user/api-keys': Of<typeof C.ApiKeysResponse>;
  'POST /api/user/api-keys': Of<typeof C.CreatedApiKeyResponse>;
  [revokeKey: `DELETE /api/user/api-keys/${string}`]: Of<typeof C.ApiKeyRevokedResponse>;
  'GET /api/user/api-usage': Of<typeof C.ApiUsageResponse>;
  'GET /api/flags': C.MemberFlagsResponse;
  [exposure: `POST /api/experiments/${string}/exposure`]: Of<typeof C.ExposureResponse>;
  [readAloud: `POST /api/tts/analyses/${string}`]: Of<typeof C.TtsJobResponse>;
  [ttsJob: `GET /api/tts/jobs/${string}`]: Of<typeof C.TtsJobResponse>;
  /** The public API's OpenAPI document (the parts the reference renders). */
  'GET /api/v1/openapi.json': {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
  };
}

/**
 * Fake routes keyed like `ApiAnswers`: each the endpoint's contract-typed answer, or a function of
 * the recorded call that returns one (or a raw `Response`, for errors, files and streams).
 */
export type FakeRoutes<Call> = {
  [Key in keyof ApiAnswers]?:
    ApiAnswers[Key] | ((call: Call) => ApiAnswers[Key] | Response | Promise<Response>);
};
