import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from './errors.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics. One registry per app (tests build several apps in one process),
 * so nothing is shared through prom-client's global registry. Families:
 *  - process CPU, memory and event-loop lag (prom-client's default collectors, `alphadesk_` prefix)
 *  - HTTP requests and their latency by route (`alphadesk_http_request_duration_seconds`)
 *  - errors by class (`alphadesk_http_errors_total{class=client|server}`, browser reports too)
 *  - the database pool, the job queue's depth and failures, WebSocket clients (gauges read at scrape)
 *  - cache lookups and hit ratio by cache
 */
export interface Metrics {
  readonly registry: Registry;
  /** Counts a cache lookup (`hit` or `miss`) for the hit-ratio gauge. */
  cacheLookup(cache: string, hit: boolean): void;
  /** Counts an error that did not come from an HTTP answer (a browser report, a failed job). */
  countError(errorClass: string): void;
  /** Adds a gauge read at scrape time (the composition root wires the pool, queue and sockets). */
  gauge(name: string, help: string, labelNames: string[], read: () => Promise<GaugeReading[]>): void;
  /** Totals since start, for the sampler that stores 24 h of charts. */
  totals(): Promise<MetricTotals>;
}

export interface GaugeReading {
  labels: Record<string, string>;
  value: number;
}

export interface MetricTotals {
  requests: number;
  serverErrors: number;
  clientErrors: number;
  /** Sum of request durations, seconds. */
  durationSum: number;
  cpuSeconds: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopLagSeconds: number;
  /** Requests by route pattern, for the route table. */
  byRoute: { method: string; route: string; requests: number; errors: number; durationSum: number }[];
}

export const metricsPrefix = 'alphadesk_';

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: metricsPrefix, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: `${metricsPrefix}http_request_duration_seconds`,
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: `${metricsPrefix}http_requests_total`,
    help: 'HTTP requests by route (the rate is its derivative)',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const errors = new Counter({
    name: `${metricsPrefix}http_errors_total`,
    help: 'Errors by class: client (4xx), server (5xx), browser (reported by the back-office), job',
    labelNames: ['class'],
    registers: [registry],
  });
  const lookups = new Counter({
    name: `${metricsPrefix}cache_lookups_total`,
    help: 'Cache lookups by cache and result',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const hits = new Map<string, { hit: number; miss: number }>();
  new Gauge({
    name: `${metricsPrefix}cache_hit_ratio`,
    help: 'Share of lookups answered from the cache since start',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, count] of hits) {
        const total = count.hit + count.miss;
        this.set({ cache }, total === 0 ? 0 : count.hit / total);
      }
    },
  });

  return {
    registry,
    cacheLookup(cache, hit) {
      lookups.inc({ cache, result: hit ? 'hit' : 'miss' });
      const count = hits.get(cache) ?? { hit: 0, miss: 0 };
      if (hit) count.hit += 1;
      else count.miss += 1;
      hits.set(cache, count);
    },
    countError(errorClass) {
      errors.inc({ class: errorClass });
    },
    gauge(name, help, labelNames, read) {
      new Gauge({
        name: `${metricsPrefix}${name}`,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          const readings = await read().catch(() => []);
          this.reset();
          for (const reading of readings) this.set(reading.labels, reading.value);
        },
      });
    },
    async totals() {
      const valuesOf = async (name: string) =>
        (await registry.getSingleMetric(`${metricsPrefix}${name}`)?.get())?.values ?? [];
      const sum = async (name: string) => (await valuesOf(name)).reduce((total, v) => total + v.value, 0);
      const byKey = new Map<string, MetricTotals['byRoute'][number]>();
      const entry = (labels: Record<string, unknown>) => {
        const method = String(labels.method);
        const route = String(labels.route);
        const key = `${method} ${route}`;
        const found = byKey.get(key) ?? { method, route, requests: 0, errors: 0, durationSum: 0 };
        byKey.set(key, found);
        return found;
      };
      for (const value of (await requests.get()).values) {
        const item = entry(value.labels);
        item.requests += value.value;
        if (value.labels.status_class === '5xx' || value.labels.status_class === '4xx')
          item.errors += value.value;
      }
      for (const value of (await duration.get()).values) {
        if (value.metricName?.endsWith('_sum')) entry(value.labels).durationSum += value.value;
      }
      const errorValues = (await errors.get()).values;
      const errorsOf = (name: string) =>
        errorValues.filter((v) => v.labels.class === name).reduce((total, v) => total + v.value, 0);
      const byRoute = [...byKey.values()];
      return {
        requests: byRoute.reduce((total, r) => total + r.requests, 0),
        serverErrors: errorsOf('server'),
        clientErrors: errorsOf('client'),
        durationSum: byRoute.reduce((total, r) => total + r.durationSum, 0),
        cpuSeconds: await sum('process_cpu_seconds_total'),
        rssBytes: await sum('process_resident_memory_bytes'),
        heapUsedBytes: await sum('nodejs_heap_size_used_bytes'),
        eventLoopLagSeconds: await sum('nodejs_eventloop_lag_p99_seconds'),
        byRoute,
      };
    },
  } satisfies Metrics;
}

/**
 * What times every answer into the metrics (the label is the route pattern, never the caller's
 * path); the HTTP shell calls it from its one onResponse hook.
 */
export function httpRecorder(
  metrics: Metrics,
): (method: string, route: string | undefined, statusCode: number, seconds: number) => void {
  const requests = metrics.registry.getSingleMetric(`${metricsPrefix}http_requests_total`) as Counter;
  const duration = metrics.registry.getSingleMetric(
    `${metricsPrefix}http_request_duration_seconds`,
  ) as Histogram;
  // The series of each method, route and status class, bound once: prom-client would otherwise
  // hash the labels on every answer.
  const series = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
  const seriesOf = (method: string, route: string, statusClass: string) => {
    const key = `${method} ${statusClass} ${route}`;
    let bound = series.get(key);
    if (!bound) {
      const labels = { method, route, status_class: statusClass };
      const counter = requests.labels(labels);
      const histogram = duration.labels(labels);
      bound = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      series.set(key, bound);
    }
    return bound;
  };
  return (method, route, statusCode, seconds) => {
    const bound = seriesOf(method, route ?? 'unmatched', `${Math.floor(statusCode / 100)}xx`);
    bound.count();
    bound.observe(seconds);
    if (statusCode >= 500) metrics.countError('server');
    else if (statusCode >= 400) metrics.countError('client');
  };
}

/** Compares a presented bearer token with the configured one in constant time. */
export function tokenMatches(presented: string | undefined, expected: string | undefined): boolean {
  if (!presented || !expected) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus text format, for a scraper holding METRICS_TOKEN or a staff member
 * whom `authorize` allows (system_monitor:read). Anyone else gets 401 and nothing.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  options: {
    /** Tokens a scraper may present (METRICS_TOKEN, the stored one); unset ones are skipped. */
    tokens: () => (string | undefined)[];
    /** Whether a staff access token may read the monitor (system_monitor:read). */
    authorizeStaff: (token: string) => Promise<boolean>;
  },
): void {
  app.get(
    '/metrics',
    {
      // Limited like any public route: a token is long, but guessing should still be slow.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['system'], summary: 'Prometheus 指標（需 Bearer 權杖）' },
    },
    async (request, reply) => {
      const bearer = /^Bearer\s+(\S{1,4096})$/.exec(request.headers.authorization ?? '')?.[1];
      const allowed =
        options.tokens().some((token) => tokenMatches(bearer, token)) ||
        (bearer !== undefined && (await options.authorizeStaff(bearer).catch(() => false)));
      if (!allowed) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthenticated();
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    },
  );
}
