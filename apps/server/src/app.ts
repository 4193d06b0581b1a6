// buildApp(config): the whole Fastify application, without listening (tests inject into it).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX, healthResponseSchema } from '@pilewise/contracts';
import { ActivityService } from './activity/activity.service';
import { authPrivateRoutes, authPublicRoutes } from './auth/auth.routes';
import { AuthService } from './auth/auth.service';
import { TokenHolderCache } from './auth/token-holder-cache';
import { RowChanges } from './db/row-changes';
import type { Config } from './config';
import type { Database } from './db/client';
import { Blog } from './content/blog';
import { blogRoutes } from './content/blog.routes';
import { devRoutes } from './dev/dev.routes';
import { ContactService } from './support/contact.service';
import { supportRoutes } from './support/support.routes';
import { filesRoutes } from './files/files.routes';
import { FilesService } from './files/files.service';
import { DatabaseStorage, LocalDiskStorage, type FileStorage } from './files/storage';
import { createMailer, type Mailer } from './mail/mailer';
import { createBackground, type Background } from './shared/background';
import { loadBillingConfig, type BillingConfig } from './billing/billing.config';
import { billingRoutes, billingWebhookRoutes } from './billing/billing.routes';
import { BillingService } from './billing/billing.service';
import { createStripeClient } from './billing/stripe-client';
import { authenticate, registerAuth } from './plugins/auth';
import { ANSWER_ENCODINGS } from './plugins/answer-encodings';
import { openConfiguredDatabase } from './plugins/db';
import { platformGuard } from './platform/platform-guard';
import { ensureSuperAdmin } from './platform/super-admin.bootstrap';
import { superAdminRoutes } from './platform/super-admin.routes';
import { SuperAdminService } from './platform/super-admin.service';
import { registerErrorHandler } from './plugins/error-handler';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { serializerCompiler } from './plugins/serializer';
import { registerXsrf, secureCookiesOf } from './plugins/xsrf';
import { ProjectLockService } from './projects/project-lock.service';
import { projectsRoutes } from './projects/projects.routes';
import { ProjectsService } from './projects/projects.service';
import { ProjectListCache } from './projects/project-list-cache';
import { keepProjectRowsOf } from './projects/project-row-cache';
import { keepProjectScreenOf, type ProjectScreenCache } from './projects/project-screen-cache';
import type { ProjectSummaryRow } from './projects/projects.repository';
import type { KeptByCompany } from './db/kept-by-company';
import { reportsRoutes } from './reports/reports.routes';
import { stampCalculatorRoutes } from './stamp-calculator/stamp-calculator.routes';
import { OnePierThreads } from './stamp-calculator/one-pier-threads';
import { DocumentThreads } from './documents/document-threads';
import { StampCalculatorService } from './stamp-calculator/stamp-calculator.service';
import { ReportsService } from './reports/reports.service';
import { reportUploadsRoutes } from './reports/report-uploads.routes';
import { ReportUploadsService } from './reports/report-uploads';
import { runsRoutes } from './runs/runs.routes';
import { ExportsService } from './imports/exports.service';
import { importsRoutes } from './imports/imports.routes';
import { ImportsService } from './imports/imports.service';
import { sectionsRoutes } from './sections/sections.routes';
import { SectionsService } from './sections/sections.service';
import { siteDataRoutes } from './site-data/site-data.routes';
import { SiteDataService } from './site-data/site-data.service';
import { notificationsRoutes } from './notifications/notifications.routes';
import { NotificationsService } from './notifications/notifications.service';
import { CommentsService } from './reviews/comments.service';
import { ReviewQueueService } from './reviews/review-queue.service';
import { reviewsRoutes } from './reviews/reviews.routes';
import { ReviewsService } from './reviews/reviews.service';
import { setUpRuns, type Runs } from './runs/runs.setup';
import { DashboardService } from './users/dashboard.service';
import { userManagementRoutes } from './users/user-management.routes';
import { UserManagementService } from './users/user-management.service';
import { usersRoutes } from './users/users.routes';
import { UsersService } from './users/users.service';
import { utilRoutes } from './util/util.routes';

export interface AppDeps {
  /** A migrated database to use instead of the configured one (tests); the caller closes it. */
  database?: Database;
  mailer?: Mailer;
  /** Where work the answers do not wait for runs (tests hold it to look in between). */
  background?: Background;
  /** Where project files go (default: <data dir>/files on the local disk). */
  storage?: FileStorage;
  /** Logger override (tests pass false). */
  logger?: boolean;
  /** The payment provider's settings (default: from STRIPE_* variables; null: online payment off). */
  billing?: BillingConfig | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
    background: Background;
    /** Generated and uploaded files (reports, attachments). */
    storage: FileStorage;
    /** Design runs: the service, the queue (tests look into it). */
    runs: Runs;
    /** The stamping calculator's engine thread (started at the first sheet, or warm()). */
    onePierThreads: OnePierThreads;
    /** The thread documents are made on: PDF reports, stamping sheets, results workbooks (started at the first, ended when idle). */
    documentThreads: DocumentThreads;
    /** The users (and companies) behind bearer tokens, kept until any process changes them. */
    tokenHolders: TokenHolderCache;
    /** Pages of the projects list, kept until the company's projects or users change. */
    projectListPages: ProjectListCache;
    /** The projects' rows without their design (access checks), kept until they change. */
    projectRows: KeptByCompany<ProjectSummaryRow>;
    /** The project screen's answers (project, runs, files, reviews, sections), kept until they change. */
    projectScreen: ProjectScreenCache;
  }
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    // Fastify's `true` trusts every X-Forwarded-For entry, client-written ones included.
    trustProxy: config.trustProxy === true ? (_addr: string, hop: number) => hop === 0 : config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // Every log line of a request carries it (reqId), and a 500 gives it to the caller to quote
    // (plugins/error-handler.ts): unique across restarts and processes, where Fastify's own
    // counter ('req-1') starts again at every start.
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);

  const database = deps.database ?? (await openConfiguredDatabase(config, app.log));
  const mailer = deps.mailer ?? createMailer(config.mail, app.log);
  const background = deps.background ?? createBackground(app.log);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('background', background);
  const storage =
    deps.storage ??
    (config.fileStorage === 'database'
      ? new DatabaseStorage(database.db)
      : new LocalDiskStorage(join(config.dataDir, 'files')));
  app.decorate('storage', storage);
  app.decorate('onePierThreads', new OnePierThreads(app.log));
  app.decorate('documentThreads', new DocumentThreads(app.log));
  const rowChanges = new RowChanges();
  const tokenHolders = new TokenHolderCache(database.db, rowChanges);
  app.decorate('tokenHolders', tokenHolders);
  app.decorate('projectListPages', new ProjectListCache(rowChanges));
  app.decorate('projectRows', keepProjectRowsOf(database.db, rowChanges));
  app.decorate('projectScreen', keepProjectScreenOf(database.db, rowChanges));
  app.addHook('onClose', async () => {
    await app.onePierThreads.destroy();
    await app.documentThreads.destroy();
    // Before the database closes: runs in progress write their last state.
    if (app.hasDecorator('runs')) await app.runs.stop();
    await background.idle(); // codes being stored and mailed
    mailer.close();
    await rowChanges.close();
    if (!deps.database) await database.close();
  });

  // No upgrade-insecure-requests: the app is also served over plain http (localhost, e2e).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: null,
        // blob: for images the app makes itself: the profile picture is fetched with the token
        // and shown through an object URL (it never showed under helmet's default img-src).
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The live preview's Web Worker: a module script of our own (Vite emits it under /assets),
        // never a blob: or another origin's script.
        workerSrc: ["'self'"],
      },
    },
  });
  // Results and lists are large JSON (a run's result is up to 1 MB): brotli or gzip, whichever
  // the client takes. Brotli quality 1, not the plugin's 4: on a design result (390 kB) it packs
  // to the same size (85.8 against 85.3 kB) in a third of the time (1.3 against 4.1 ms), and
  // every answer is compressed on the event loop.
  await app.register(fastifyCompress, {
    global: true,
    encodings: [...ANSWER_ENCODINGS],
    threshold: 1024,
    // In one call up to 2 MB (the largest result is about 1 MB: ~3 ms at quality 1) rather than
    // through a zlib stream above the plugin's 64 kB: the stream's chunks and thread-pool hops
    // cost a 390 kB result ~6 ms of the event loop, five times the compression itself.
    syncThreshold: 2 * 1024 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });
  await app.register(fastifyRateLimit, { global: false });
  await registerXsrf(app, { secureCookies: secureCookiesOf(config) });
  await registerAuth(app, config);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'PileWise API', version: '1.0.0', description: 'Generated from @pilewise/contracts.' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  const db = database.db;
  if (config.superAdmin) {
    const outcome = await ensureSuperAdmin(db, config.superAdmin);
    if (outcome !== 'unchanged') app.log.info(`Super admin ${config.superAdmin.email}: ${outcome}`);
  }
  const signToken = (claims: { sub: string; cid: string; tv: number }) => app.jwt.sign(claims);
  const files = new FilesService(db, storage);
  const services = {
    auth: new AuthService({ db, mailer, signToken, background, accountLimits: config.accountLimits }),
    users: new UsersService({ db, signToken, storage }),
    userManagement: new UserManagementService({ db, mailer }),
    dashboard: new DashboardService(db),
    projects: new ProjectsService(db, files, app.projectListPages),
    projectLocks: new ProjectLockService(db),
    activity: new ActivityService(db),
    billing: billingServiceOf(
      db,
      deps.billing === undefined ? loadBillingConfig() : deps.billing,
      config.appUrl,
    ),
  };
  await rowChanges.start(database);
  const runs = await setUpRuns(app, config, database);
  app.decorate('runs', runs);
  const startedAt = Date.now();

  await app.register(
    async (api) => {
      api
        .withTypeProvider<ZodTypeProvider>()
        .get(
          '/health',
          { schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
          async () => ({
            status: 'ok' as const,
            database: database.kind,
            uptimeSeconds: (Date.now() - startedAt) / 1000,
          }),
        );
      blogRoutes(api, { blog: Blog.fromFolder() });
      await api.register(supportRoutes, {
        contact: new ContactService({ mailer, supportEmail: config.supportEmail }),
        rateLimit: config.contactRateLimit,
      });
      authPublicRoutes(api, {
        auth: services.auth,
        appUrl: config.appUrl,
        rateLimit: config.authRateLimit,
        addressRateLimit: config.authAddressRateLimit,
        secureCookies: secureCookiesOf(config),
      });
      if (config.devMailOutbox) devRoutes(api, { mailer, background });
      await api.register(billingWebhookRoutes, { billing: services.billing });

      // The authenticated context: every route below needs a valid bearer token.
      await api.register(async (authed) => {
        authed.addHook('onRequest', authenticate(tokenHolders));
        authed.addHook('onRequest', platformGuard);
        authPrivateRoutes(authed, { auth: services.auth });
        usersRoutes(authed, {
          users: services.users,
          dashboard: services.dashboard,
          rateLimit: config.authRateLimit,
        });
        userManagementRoutes(authed, { management: services.userManagement, appUrl: config.appUrl });
        utilRoutes(authed);
        billingRoutes(authed, { billing: services.billing });
        superAdminRoutes(authed, { superAdmin: new SuperAdminService(db) });
        projectsRoutes(authed, {
          projects: services.projects,
          locks: services.projectLocks,
          activity: services.activity,
        });
        runsRoutes(authed, { runs: runs.service });
        sectionsRoutes(authed, { sections: new SectionsService(db) });
        siteDataRoutes(authed, { siteData: new SiteDataService(db, config.usgsSeismic) });
        filesRoutes(authed, { files });
        reportsRoutes(authed, { reports: new ReportsService(db, files, app.documentThreads) });
        // add-reports: form data, a context of its own (multipart with the report upload limits).
        await authed.register(reportUploadsRoutes, { uploads: new ReportUploadsService(db, files) });
        stampCalculatorRoutes(authed, {
          stampCalculator: new StampCalculatorService(db, app.onePierThreads, app.documentThreads),
        });
        notificationsRoutes(authed, { notifications: new NotificationsService(db) });
        // Sales-mode imports and Excel out: its own context too (multipart, 5 MB workbooks).
        await authed.register(importsRoutes, {
          imports: new ImportsService(db, files, app.documentThreads),
          exports: new ExportsService(db, runs.service, app.documentThreads),
        });
        // An encapsulated context of its own: it registers multipart for its form-data calls.
        await authed.register(reviewsRoutes, {
          reviews: new ReviewsService({ db, storage: app.storage, mailer, background }),
          queue: new ReviewQueueService(db),
          comments: new CommentsService(db),
        });
      });
    },
    { prefix: API_PREFIX },
  );

  await serveWeb(app, config.webDist);
  return app;
}

function billingServiceOf(db: Database['db'], billing: BillingConfig | null, appUrl: string): BillingService {
  const provider = billing ? { stripe: createStripeClient(billing), config: billing } : null;
  return new BillingService({ db, provider, appUrl });
}

/** Files a browser loads as such; a search like /projects/v1.5 still gets the app. */
const STATIC_FILE = /\.(?:m?js|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|webmanifest)$/i;

/** The built SPA at /, with index.html for every non-API GET path the files do not answer. */
async function serveWeb(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.info(`no web build at ${webDist}: serving the API only`);
    return;
  }
  const hashedAssets = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz copies of the assets (apps/web/build/precompress-assets.ts):
    // sent as they are, never compressed per request; a file without them is compressed live.
    preCompressed: true,
    // Vite names every file under assets/ by its content hash: a changed file gets a new name, so
    // browsers may keep these for a year without asking. Everything else (index.html) is revalidated.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return reply.callNotFound();
    // A path naming a file (a chunk of an older build, a typo) is a 404, never the app's HTML:
    // a browser given HTML for a script fails with an opaque MIME error.
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/assets/') || STATIC_FILE.test(path)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
