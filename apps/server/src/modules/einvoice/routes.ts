import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EinvoiceDetailResponse,
  EinvoiceListResponse,
  EinvoiceOrderParams,
  InvoicePreferenceRequest,
  InvoicePreferenceResponse,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import type { EinvoiceModule } from './facade.ts';
import type { StandinEngine } from './standin/engine.ts';
import { einvoiceStandinRoutes } from './standin/routes.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const member = (max: number) => ({ access: 'member' as const, rateLimit: perMinute(max) });
const tags = ['einvoice'];

/** A member's invoice choice and invoices; the built-in stand-in provider when it is in use. */
export const einvoiceRoutes =
  (
    einvoices: EinvoiceModule,
    inside: { attach(app: FastifyInstance): void; standin: StandinEngine | null },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    inside.attach(app);
    if (inside.standin) await app.register(einvoiceStandinRoutes(inside.standin));

    app.get(
      '/api/v1/einvoice/preference',
      {
        config: member(120),
        schema: { tags, summary: '我的發票開立方式', response: { 200: InvoicePreferenceResponse } },
      },
      async (request) => ({
        success: true as const,
        preference: await einvoices.preference(callerOf(request)),
      }),
    );

    app.put(
      '/api/v1/einvoice/preference',
      {
        config: member(20),
        schema: {
          tags,
          summary: '設定發票開立方式（載具、捐贈或統一編號）',
          body: InvoicePreferenceRequest,
          response: { 200: InvoicePreferenceResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await einvoices.savePreference(callerOf(request), request.body)),
      }),
    );

    app.get(
      '/api/v1/einvoices',
      {
        config: member(120),
        schema: { tags, summary: '我的電子發票', response: { 200: EinvoiceListResponse } },
      },
      async (request) => ({ success: true as const, invoices: await einvoices.invoices(callerOf(request)) }),
    );

    app.get(
      '/api/v1/einvoices/:orderNumber',
      {
        config: member(60),
        schema: {
          tags,
          summary: '電子發票證明聯資料（含條碼與 QR Code 內容）',
          params: EinvoiceOrderParams,
          response: { 200: EinvoiceDetailResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await einvoices.invoice(callerOf(request), request.params.orderNumber)),
      }),
    );
  };
