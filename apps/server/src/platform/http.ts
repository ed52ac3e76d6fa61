import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Redis } from 'ioredis';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PlatformConfig } from './config.ts';
import { loggerOptions } from './logger.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';
import { securityHeaders, type HttpSecurityOptions } from './security-headers.ts';
import { httpRecorder, type Metrics } from './metrics.ts';
import { registerLocalRateLimits } from './rate-limit.ts';
import { memoisingValidatorCompiler } from './validation.ts';
import { installRuntimePolicy, type PolicyChecks, type RuntimePolicy } from './runtime-policy.ts';

// Default validation messages in Traditional Chinese; schemas override them with the spec's wording.
z.config(z.locales.zhTW());

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export type { HttpSecurityOptions };

/** The HTTP shell every role shares: logging, security headers, validation, errors, docs. */
export async function createHttpServer(
  config: PlatformConfig,
  security: HttpSecurityOptions = { googleSignIn: false, formActionOrigins: [] },
  /** Where the log goes; stdout unless given (tests read it). */
  logStream?: DestinationStream,
  /** With Redis, per-route rate limits are counted once for all processes of the deployment. */
  redis?: Redis | null,
  /** Metrics to record into, and the policy read at run time (stored settings, blocked addresses). */
  runtime: { metrics?: Metrics; policy?: RuntimePolicy } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id when it is well-formed, so logs can be followed across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // What the router or Node's parser refuses is answered in our format, never quoting the URL.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true },
    // A request's child logger only adds its id to lines written; with logging off nothing is
    // written, and binding the id (through the redaction of every secret path) is wasted work.
    ...(config.logLevel === 'silent' ? { childLoggerFactory: (logger: FastifyBaseLogger) => logger } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only; a module that needs another format (a gateway's form post) adds its own parser.
  app.removeContentTypeParser('text/plain');
  // The contract schemas; a pure query schema's checked values are kept by their parameters.
  app.setValidatorCompiler(memoisingValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback hooks, not async ones: they run on every answer, and a promise each is wasted work.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandler(app);

  const headers = securityHeaders(config, security);
  // One onRequest hook for the shell's own concerns (security headers, the policy's blocked
  // addresses) and one onResponse hook (metrics, the policy's signals): a hook each would cost the
  // hook runner's step, and a look-up of the route, per concern on every request.
  let policy: PolicyChecks | null = null;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done(policy?.refusal(request));
  });
  // Same-origin by default: with no other origin listed there is nothing for CORS to add, so the
  // plugin (a hook and a copy of its options on every request) is only registered for a list.
  if (config.corsOrigins.length)
    await app.register(cors, { origin: [...config.corsOrigins], credentials: true });
  await app.register(cookie);
  // Must come before any route: it attaches itself to each route as the route is added. Below 1 KB
  // the header and framing cost about as much as compression saves, so small answers go as they are.
  // Built assets arrive already compressed (Content-Encoding set) and are passed through untouched.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    customTypes: /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)|^image\/svg\+xml/,
  });
  const record = runtime.metrics ? httpRecorder(runtime.metrics) : null;
  // Before the rate limit, which reads each route's limit as the route is added.
  if (runtime.policy) policy = installRuntimePolicy(app, runtime.policy);
  if (record || policy) {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      record?.(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      policy?.answered(request, reply.statusCode, route);
      done();
    });
  }
  // Per-route limits: counted in Redis across the deployment's processes when there is one, else in
  // this process's memory by one synchronous check (the plugin's costs promises on every request).
  if (redis) {
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'alphadesk-rate-limit:',
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  } else registerLocalRateLimits(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'AlphaDesk API', description: 'AlphaDesk 台股AI投研 API', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The developer API's key (modules/api-keys), sent as X-API-Key.
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  return app;
}
