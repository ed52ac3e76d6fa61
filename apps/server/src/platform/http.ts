import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PlatformConfig } from './config.ts';
import { loggerOptions } from './logger.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';

// Default validation messages in Traditional Chinese; schemas override them with the spec's wording.
z.config(z.locales.zhTW());

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** What the modules add to the content security policy. */
export interface HttpSecurityOptions {
  /** Google's sign-in button (a script and an iframe from accounts.google.com) is in use. */
  googleSignIn: boolean;
  /** Origins forms may post to besides our own (a payment gateway's hosted page). */
  formActionOrigins: readonly string[];
}

/** The HTTP shell every role shares: logging, security headers, validation, errors, docs. */
export async function createHttpServer(
  config: PlatformConfig,
  security: HttpSecurityOptions = { googleSignIn: false, formActionOrigins: [] },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
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
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only; a module that needs another format (a gateway's form post) adds its own parser.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  // Google's sign-in button is a script and an iframe from accounts.google.com: allowed only when
  // Google sign-in is configured.
  const google = security.googleSignIn ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/client`)],
        // antd's CSS-in-JS injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((origin) => `${origin}/gsi/style`)],
        imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...google],
        frameSrc: google.length ? google : ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The payment form posts to the gateway's hosted page (PayUni's origin, only when configured).
        formAction: ["'self'", ...security.formActionOrigins],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's popup sign-in needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: google.length ? 'same-origin-allow-popups' : 'same-origin' },
    hsts: config.env === 'production',
  });
  await app.register(cors, {
    // Same-origin by default; other origins only when listed in CORS_ORIGINS.
    origin: config.corsOrigins.length ? [...config.corsOrigins] : false,
    credentials: true,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'AlphaDesk API', description: 'AlphaDesk 台股AI投研 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  return app;
}
