import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installSpanishErrors } from '@cuentas/shared/zod-es';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { runInActorScope } from '../db/actor.ts';
import type { Deps } from '../lib/deps.ts';
import { errorHandler } from '../lib/error-handler.ts';
import { HttpError } from '../lib/errors.ts';
import { clientErrorHandler, frameworkErrors, frameworkMessages, trackRouteMethods } from '../lib/framework-errors.ts';
import { registerInputGuard } from '../lib/input-guard.ts';
import { rateLimitKey } from '../lib/rate-limit-key.ts';
import { registerIdempotency } from '../lib/idempotency.ts';
import { defineJobs, runScheduledJobs, startJobScheduler } from './jobs.ts';
import { createJobQueue, type JobQueue } from '../lib/queue.ts';
import { isApiRequest, loggerOptions, registerStaticFileLogging } from '../lib/logging.ts';
import { rateLimitStorage } from '../lib/rate-limit-store.ts';
import { registerSecurityHeaders } from '../lib/security-headers.ts';
import { createSessionCache } from '../lib/session-cache.ts';
import { createMailer, type Mailer } from '../lib/mail.ts';
import { isClientRoute, registerWebApp } from '../lib/static-web.ts';
import { createCloudApiProvider, createDevProvider, type WhatsAppProvider } from '../lib/whatsapp.ts';
import { accountRoutes } from '../modules/accounts/routes.ts';
import { attachmentRoutes } from '../modules/attachments/routes.ts';
import { receiptRoutes } from '../modules/receipts/routes.ts';
import { accountRegisterRoutes } from '../modules/account-register/routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { bankFeedRoutes } from '../modules/bank-feeds/routes.ts';
import { bankSandboxRoutes } from '../modules/bank-feeds/sandbox-routes.ts';
import { configurationRoutes } from '../modules/configuration/routes.ts';
import { healthRoutes } from '../modules/health/routes.ts';
import { householdRoutes } from '../modules/households/routes.ts';
import { meRoutes } from '../modules/me/routes.ts';
import { backupRoutes } from '../modules/backup/routes.ts';
import { categoryRoutes } from '../modules/categories/routes.ts';
import { seedDefaultCategories } from '../modules/categories/service.ts';
import { dashboardRoutes } from '../modules/dashboard/routes.ts';
import { exchangeRateRoutes } from '../modules/exchange-rates/routes.ts';
import { appImportRoutes } from '../modules/imports/app-routes.ts';
import { importRoutes } from '../modules/imports/routes.ts';
import { transferProposalRoutes } from '../modules/imports/transfer-routes.ts';
import { purchaseReviewRoutes } from '../modules/purchase-reviews/routes.ts';
import { prospectRoutes } from '../modules/prospects/routes.ts';
import { budgetRoutes } from '../modules/budgets/routes.ts';
import { savingsRoutes } from '../modules/savings/routes.ts';
import { demoDataRoutes } from '../modules/demo-data/routes.ts';
import { notificationRoutes } from '../modules/notifications/routes.ts';
import { reminderRoutes } from '../modules/reminders/routes.ts';
import { reportRoutes } from '../modules/reports/routes.ts';
import { ruleRoutes } from '../modules/rules/routes.ts';
import { payeeRoutes } from '../modules/payees/routes.ts';
import { markPlanRequired } from '../modules/subscription/plan-required-header.ts';
import { subscriptionRoutes } from '../modules/subscription/routes.ts';
import { sandboxCheckoutRoutes } from '../modules/subscription/sandbox-routes.ts';
import { stripeWebhookRoutes } from '../modules/subscription/webhook-routes.ts';
import { supportRoutes } from '../modules/support/routes.ts';
import { transactionRoutes } from '../modules/transactions/routes.ts';
import { whatsappRoutes } from '../modules/whatsapp/routes.ts';
import { whatsappWebhookRoutes } from '../modules/whatsapp/webhook-routes.ts';
import { mailAlertRoutes } from '../modules/mail-alerts/routes.ts';
import { mailWebhookRoutes } from '../modules/mail-alerts/webhook-routes.ts';
import { type InboundSmtp, listenInboundSmtp } from '../modules/mail-alerts/service.ts';
import { registerApiDocs } from './api-docs.ts';

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  whatsapp?: WhatsAppProvider;
  now?: () => Date;
  serveWeb?: boolean;
  logger?: boolean;
  /** Where the log goes (tests capture it); standard output by default. */
  logStream?: NonNullable<FastifyLoggerOptions['stream']>;
  /** Queues the scheduler's passes (server/jobs.ts) in the background (server.js); tests call app.jobs.run(). The queue's workers run either way. */
  scheduler?: boolean;
  /**
   * The server starts the job queue itself once it listens (main.ts): the first page does not wait
   * for pg-boss's start, and anything queued meanwhile waits for it. Tests get a started queue.
   */
  startQueueLater?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: { run: () => ReturnType<typeof runScheduledJobs>; queue: JobQueue };
    /** The SMTP listener for forwarded bank alerts (decision 035): started with the server when INBOUND_SMTP_PORT is set; tests start it on a port of their own. */
    inboundMail: { listen: (port: number, host?: string) => Promise<InboundSmtp> };
  }
}

const API_PREFIX = '/api';

/**
 * Every route validates and serialises with zod. Naming its compilers as Fastify's compiler
 * factories, instead of setting them after construction, keeps Fastify from loading its defaults
 * (ajv, fast-json-stringify), which would never be used: ~0.1 s of every cold start. (Fastify types
 * the factories for ajv's schemas; zod's compilers take the route's zod schema.)
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole application. Never listens: server.js does, tests call inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  installSpanishErrors();
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    // API requests at info; the web app's files at debug (lib/logging.ts).
    logController: new LogController({
      disableRequestLogging: (request: { url?: string }) => !isApiRequest(request.url ?? ''),
    }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    schemaController: { compilersFactory: zodCompilers },
    // Fastify's and Node's own refusals speak the API's envelope too (lib/framework-errors.ts).
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setErrorHandler(errorHandler);
  // A 403 of the plan carries X-Plan-Required, so the web app shows the upgrade prompt (decision 014).
  app.addHook('onError', markPlanRequired);
  // Each request gets the scope that records who acts in it (decision 044, db/actor.ts).
  app.addHook('onRequest', (_request, _reply, done) => runInActorScope(done));
  registerInputGuard(app);
  registerStaticFileLogging(app);
  const routeMethods = trackRouteMethods(app);

  const deps: Deps = {
    config,
    database,
    db: database.db,
    now: options.now ?? (() => new Date()),
    logger: app.log,
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, logger: app.log }),
    whatsapp: options.whatsapp ?? createWhatsApp(config, app),
    sessionCache: createSessionCache(database.driver === 'pglite' || database.ownedByThisProcess === true),
    savedTimeZones: new Map(),
    monthlySums: new Map(),
    budgetBooks: new Map(),
    // A test's clock is the queue's clock too (retry delays, expiry); the server's is the real one.
    queue: createJobQueue(database, { now: options.now, onError: (err) => app.log.error({ err }, 'job queue error') }),
  };
  app.addHook('onClose', async () => deps.mailer.close?.());
  app.decorate('jobs', { run: () => runScheduledJobs(deps), queue: deps.queue });
  const smtpListeners: InboundSmtp[] = [];
  app.decorate('inboundMail', {
    listen: async (port: number, host = '127.0.0.1') => {
      const listener = await listenInboundSmtp(deps, port, host);
      smtpListeners.push(listener);
      return listener;
    },
  });
  app.addHook('onClose', async () => void (await Promise.all(smtpListeners.map((listener) => listener.close()))));
  // Only a server that listens receives mail: tests and commands that build the app do not.
  const smtpPort = config.INBOUND_SMTP_PORT;
  if (smtpPort !== undefined)
    app.addHook('onListen', async () => void (await app.inboundMail.listen(smtpPort, config.INBOUND_SMTP_HOST)));
  defineJobs(deps);
  if (!options.startQueueLater) await deps.queue.start();
  // Fastify runs onClose hooks last-registered first: the scheduler stops, then the queue lets the
  // jobs in hand finish (no claim is left to time out), then the mailer closes.
  app.addHook('onClose', deps.queue.stop);
  if (options.scheduler && config.SCHEDULER_INTERVAL_MS > 0) {
    const scheduler = startJobScheduler(deps, config.SCHEDULER_INTERVAL_MS);
    app.addHook('onClose', scheduler.stop);
  }

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in <style> tags; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Counters shared by every instance on the database, or in Redis (lib/rate-limit-store.ts).
  const rateLimitStore = await rateLimitStorage(config.REDIS_URL, database.db);
  app.addHook('onClose', rateLimitStore.close);
  await app.register(fastifyRateLimit, {
    ...rateLimitStore.options,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey,
    // The web app's own files are not API calls: loading the page must not eat the budget.
    allowList: (request) => !request.url.startsWith(`${API_PREFIX}/`),
    errorResponseBuilder: () =>
      new HttpError(429, [{ message: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.' }]),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Cuentas Claras API', description: 'API de Cuentas Claras', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  registerApiDocs(app, `${API_PREFIX}/docs`);

  await app.register(
    async (api) => {
      // A signed-in POST sent again with the same Idempotency-Key answers as the first (decision 033).
      registerIdempotency(api, deps);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await healthRoutes(typed, deps);
      await typed.register(async (scope) =>
        authRoutes(scope.withTypeProvider<ZodTypeProvider>(), { ...deps, onUserCreated: seedDefaultCategories }),
      );
      // Each module is its own encapsulated scope, so its auth hook covers only its routes.
      for (const routes of [
        meRoutes,
        householdRoutes,
        backupRoutes,
        configurationRoutes,
        accountRoutes,
        accountRegisterRoutes,
        categoryRoutes,
        transactionRoutes,
        attachmentRoutes,
        receiptRoutes,
        ruleRoutes,
        exchangeRateRoutes,
        dashboardRoutes,
        importRoutes,
        appImportRoutes,
        transferProposalRoutes,
        bankFeedRoutes,
        purchaseReviewRoutes,
        prospectRoutes,
        budgetRoutes,
        savingsRoutes,
        reminderRoutes,
        demoDataRoutes,
        notificationRoutes,
        reportRoutes,
        supportRoutes,
      ]) {
        await typed.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), deps));
      }
      // Payees: suggestions, the payee memory, aliases and rule hints (docs/architecture.md §4.9).
      await typed.register(async (scope) => payeeRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps));
      // Billing (decision 014): the plan, and outside the token the Stripe webhook and the sandbox checkout page.
      for (const routes of [subscriptionRoutes, stripeWebhookRoutes, sandboxCheckoutRoutes]) {
        await typed.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), deps));
      }
      // WhatsApp capture: settings and the simulator behind the token; Meta's webhook outside it, checked by its signature.
      for (const routes of [whatsappRoutes, whatsappWebhookRoutes]) {
        await typed.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), deps));
      }
      // Bank alerts forwarded by mail (decision 035): the address and inbox behind the token; a provider's webhook outside it, checked by its secret.
      for (const routes of [mailAlertRoutes, mailWebhookRoutes]) {
        await typed.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), deps));
      }
    },
    { prefix: API_PREFIX },
  );

  // The sandbox bank's page (decision 034), outside /api: the browser is sent there as to a real bank.
  await app.register(async (scope) => bankSandboxRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps));

  const webApp = options.serveWeb === false ? null : await registerWebApp(app, config.webDistDir);
  const servesWeb = webApp !== null;
  app.setNotFoundHandler((request, reply) => {
    if (
      servesWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isClientRoute(request.url, API_PREFIX)
    ) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const allowed = routeMethods.allowedMethods(request.url) ?? (webApp?.isFile(request.url) ? ['GET', 'HEAD'] : null);
    if (allowed)
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send({ errors: [{ message: frameworkMessages.methodNotAllowed }] });
    return reply.code(404).send({ errors: [{ message: 'No encontramos lo que buscas' }] });
  });

  return app;
}

function createWhatsApp(config: AppConfig, app: FastifyInstance): WhatsAppProvider {
  if (config.WHATSAPP_PROVIDER === 'cloud') {
    return createCloudApiProvider({
      baseUrl: config.WHATSAPP_API_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
      accessToken: config.WHATSAPP_ACCESS_TOKEN!,
      otpTemplate: config.WHATSAPP_OTP_TEMPLATE,
      templateLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE,
    });
  }
  return createDevProvider({ dataDir: config.dataDir, logger: app.log, logCodes: config.NODE_ENV !== 'production' });
}
