import { API_PREFIX, APP_NAME, APP_VERSION } from '@callops/contracts/core';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { parse as parseQueryString } from 'fast-querystring';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { createAuthenticator } from './access/authenticate';
import { createDatabaseFailureLog } from './access/login-failures';
import { LoginThrottle } from './access/login-throttle';
import { createTokenService } from './access/tokens';
import { createUserAccessCache } from './access/user-access';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import { SYSTEM_ACTOR } from './context/actor';
import type { AppServices } from './context/app-services';
import { createServiceContext } from './context/service-context';
import type { Database } from './db/client';
import { badRequest } from './errors';
import { formShapeProblem, jsonShapeProblem } from './http/body-shape';
import { registerDraining } from './http/draining';
import { EARLY_READS_SCRIPT_SOURCE } from './http/early-reads';
import { errorEnvelope } from './http/envelope';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { registerMetricsRoute } from './http/metrics-route';
import { createPageAnswers } from './http/page-answers';
import { registerRefusedBodyEndings } from './http/refused-bodies';
import { remotesFor } from './http/remote-entries';
import { REQUEST_ID_HEADER, requestIdFrom } from './http/request-id';
import { registerRequestMetrics } from './http/request-metrics';
import { isSpaRoute, registerStaticWeb } from './http/static-web';
import { jobEngine } from './jobs/engine';
import { createChangeFeed } from './live/change-feed';
import { createSharedAnswers } from './live/shared-answers';
import type { LogStore } from './logging/log-store';
import type { Logger } from './logging/logger';
import { registerAppointmentRoutes } from './modules/appointments/routes';
import { registerAuditLogExport, registerAuditRoutes } from './modules/audit-log/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCalendarRoutes } from './modules/calendar/routes';
import { registerCallerIdRoutes } from './modules/caller-ids/routes';
import { registerListenSockets } from './modules/calls/listen-routes';
import { registerRecordingExport, registerRecordingRoutes } from './modules/calls/recording-routes';
import { registerCallRoutes } from './modules/calls/routes';
import { registerDoNotCallExport, registerDoNotCallRoutes } from './modules/compliance/routes';
import { consoleConfig, consoleConfigScript } from './modules/console/console-config';
import { registerHealthRoutes } from './modules/console/health-routes';
import { registerConsoleConfigRoutes } from './modules/console/routes';
import { registerDangerRoutes } from './modules/danger/routes';
import { registerDatabaseRoutes } from './modules/database/routes';
import { registerHubspotRoutes } from './modules/hubspot/routes';
import { registerLiveStream } from './modules/jobs/live-stream';
import { registerJobRoutes } from './modules/jobs/routes';
import { registerKanbanRoutes } from './modules/leads/kanban-routes';
import { registerCompanyRoutes } from './modules/leads/routes';
import { registerLogRoutes, registerLogStream } from './modules/logs/routes';
import { registerMediaRoutes } from './modules/media/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerUnsubscribeRoutes } from './modules/notifications/unsubscribe';
import { registerAdminPhoneRoutes } from './modules/settings/admin-phone-routes';
import { registerAppConfigRoutes } from './modules/settings/routes';
import { registerStatsRoutes } from './modules/stats/routes';
import { registerSystemHealthRoutes } from './modules/system-health/routes';
import { registerTestingRoutes } from './modules/testing/routes';
import { registerUserRoutes } from './modules/users/routes';
import { registerVoiceRoutes } from './modules/voices/routes';
import { registerWebhookRoutes } from './modules/webhooks/routes';
import type { JobQueue } from './queue/job-queue';
import { createCipher } from './secrets/cipher';
import { createSettingsSnapshotCache } from './settings/settings-snapshot';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  clock: Clock;
  logger: Logger;
  logStore: LogStore;
  queue?: JobQueue;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the OpenAPI completeness check. */
    registeredRoutes: RegisteredRoute[];
    /** The app's long-lived parts; route() builds each request's context from them. */
    services: AppServices;
  }
}

const MAX_UPLOAD_BYTES = 1024 * 1024;
const MAX_PATH_PARAM_LENGTH = 1000;

/** Builds the whole HTTP application from explicit dependencies; it does not listen. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, clock, logger, logStore } = deps;
  const tokens = createTokenService(config.jwtSecret, config.jwtTtlSeconds, clock);
  let listeningUrl: string | undefined;
  const userAccess = createUserAccessCache(database);
  const settings = createSettingsSnapshotCache(database);
  const sharedAnswers = createSharedAnswers(database, clock);

  const services: AppServices = {
    config,
    database,
    clock,
    logger,
    logStore,
    tokens,
    cipher: createCipher(config.secretKey),
    userAccess,
    settings,
    sharedAnswers,
    authenticate: createAuthenticator(userAccess, tokens),
    loginThrottle: new LoginThrottle(
      createDatabaseFailureLog(database),
      config.loginThrottle.maxFailures,
      config.loginThrottle.windowSeconds * 1000,
      clock,
      config.loginThrottle.maxFailuresPerIp,
    ),
    queue: deps.queue,
    engine: jobEngine,
    changes: createChangeFeed(database),
    lifecycle: { draining: false, closing: false },
    selfUrl: () => listeningUrl,
  };

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request would flood the stored log; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
    bodyLimit: 2 * MAX_UPLOAD_BYTES,
    // Long path parameters reach the contracts' own length checks (a clear 400) rather than the router's 414.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    // Requests that arrive while the server closes get our own 503 in the envelope (http/draining.ts).
    return503OnClosing: false,
    clientErrorHandler,
    // The id the edge gave the request when it is a sane one (requestIdFrom checks it), else one of our own.
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
  });
  // JSON bodies are checked for depth and width on their raw text before they are parsed (http/body-shape.ts).
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) return done(badRequest(`The JSON body ${problem}`), undefined);
    parseJson(request, body as string, done);
  });
  app.decorate('services', services);
  app.addHook('onClose', () => services.changes.close());
  app.addHook('onClose', () => userAccess.close());
  app.addHook('onClose', () => settings.close());
  app.addHook('onClose', () => sharedAnswers.close());
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') listeningUrl = `http://127.0.0.1:${address.port}`;
  });
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('user', null);
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    const hidden = Boolean((r.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) app.registeredRoutes.push({ method, url: r.url, hidden });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestMetrics(app);
  registerRefusedBodyEndings(app);
  registerDraining(app);

  const devOrigins = Object.values(config.remoteEntries).map(
    (entry) => new URL(entry, config.publicUrl).origin,
  );
  // helmet's own middleware, built once: @fastify/helmet builds it again, parsing the policy, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_READS_SCRIPT_SOURCE, ...devOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", ...config.mediaOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...devOrigins],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The same rule as frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    // HSTS means something only over HTTPS; sent over plain HTTP it is ignored at best.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API answers are per user and change all the time: no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // JSON answers (and anything else dynamic) above 1 KB go out brotli- or gzip-compressed; built assets are
  // compressed at build time and served as they are (static-web.ts). Request bodies are never inflated: no client
  // of ours sends them compressed, and a small compressed body could expand past every limit.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  // Form bodies get the same width check as JSON ones before they are parsed into an object.
  await app.register(formbody, {
    parser: (text: string) => {
      const problem = formShapeProblem(text);
      if (problem) throw badRequest(`The form body ${problem}`);
      return parseQueryString(text);
    },
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, fieldSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
  });
  await app.register(websocket);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${APP_NAME} API`,
        version: APP_VERSION,
        description: `All calls live under ${API_PREFIX}.`,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerHealthRoutes(app);
  registerMetricsRoute(app);
  registerConsoleConfigRoutes(app);
  await app.register(
    async (api) => {
      registerAuthRoutes(api);
      registerUserRoutes(api);
      registerLogRoutes(api);
      registerStatsRoutes(api);
      registerJobRoutes(api);
      registerAppConfigRoutes(api);
      registerAdminPhoneRoutes(api);
      registerCalendarRoutes(api);
      registerVoiceRoutes(api);
      registerCompanyRoutes(api);
      registerAppointmentRoutes(api);
      registerKanbanRoutes(api);
      registerHubspotRoutes(api);
      registerCallRoutes(api);
      registerCallerIdRoutes(api);
      registerDatabaseRoutes(api);
      registerDangerRoutes(api);
      registerRecordingRoutes(api);
      registerTestingRoutes(api);
      registerNotificationRoutes(api);
      registerAuditRoutes(api);
      registerWebhookRoutes(api);
      registerDoNotCallRoutes(api);
      registerSystemHealthRoutes(api);
    },
    { prefix: API_PREFIX },
  );
  registerLogStream(app);
  registerLiveStream(app);
  registerListenSockets(app);
  registerMediaRoutes(app);
  registerUnsubscribeRoutes(app);
  registerRecordingExport(app);
  registerDoNotCallExport(app);
  registerAuditLogExport(app);

  const spaFallback = await registerStaticWeb(
    app,
    config,
    remotesFor(config),
    async () =>
      consoleConfigScript(await consoleConfig(createServiceContext(services, { actor: SYSTEM_ACTOR }))),
    createPageAnswers(app, services.authenticate),
  );
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && isSpaRoute(request)) return spaFallback(request, reply);
    return reply
      .status(404)
      .send(errorEnvelope(request, `Not found: ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}
