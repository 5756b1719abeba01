import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import { type AccountHooks, attachGeneratedAvatar, sessionRoutes, usersRoutes } from './features/accounts';
import { creditsRoutes, openWallet, pricingRoutes, readWallet } from './features/credits';
import { filesRoutes } from './features/files';
import { claimVisitorHistory, generationsRoutes, sharedRoutes } from './features/generations';
import { promptsRoutes } from './features/prompts';
import { blogsRoutes, publicationsRoutes } from './features/publishing';
import { createLlm, type Llm } from './integrations/llm/llm';
import { createImageProvider, type ImageProvider } from './integrations/images/image-provider';
import type { FileStorage } from './integrations/storage/file-storage';
import { createFileStorage } from './integrations/storage/storage-driver';
import { claimVisitorUploads, deleteMemberImages, imagesRoutes, thumbnailsRoutes, UPLOAD_PATH } from './features/images';
import { healthRoutes, readyRoutes } from './features/health';
import { keywordsRoutes } from './features/keywords';
import { kinRoutes } from './features/kin';
import { researchBriefSource, researchRoutes } from './features/research';
import { createZohoStore, mailAdminRoutes, zohoClientFor } from './features/mail';
import { adminReportsRoutes, reportsRoutes } from './features/reports';
import { backupRoutes } from './features/backup';
import { dataExportRoutes } from './features/data-export';
import { createMailer } from './integrations/mail/mailer';
import type { Mailer } from './integrations/mail/mail-message';
import { automationsRoutes } from './features/automations';
import { vipRoutes } from './features/vip';
import { adminRankingsRoutes, rankingsRoutes } from './features/rankings';
import { setupAdminRoutes } from './features/setup';
import type { AppDeps, AppEnv, BriefSource } from './lib/app-context';
import { createAuth, CLIENT_IP_HEADER } from './lib/auth';
import { createProxyList } from './lib/client-ip';
import { createSealer, credentialsKey } from './lib/crypto';
import type { Logger } from './lib/logger';
import { originCheck } from './lib/origin-check';
import { withAuthContext } from './lib/request-context';
import { resolveAuthSecret } from './lib/secret';
import { errorBody } from './lib/app-error';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { MemoRouter } from './lib/memo-router';
import { requestEdge } from './lib/request-edge';
import { jsonBodyTextGuard, urlTextGuard } from './lib/text-guard';
import { inOurErrorShape } from './lib/auth-errors';
import { createMetrics, metricsEndpoint, observeImages, observeLlm } from './lib/metrics';
import type { SpaFeatures } from './lib/prerender';
import { mountSpa, type PageRenderer } from './lib/spa';
import { contentsRoutes } from './features/contents';
import { contentScoreRoutes } from './features/content-score';
import { productsRoutes } from './features/products';
import { describePage, jsonForScript, readSiteFacts, renderHeadTags, seoRoutes, siteRoutes } from './features/site';

const MAX_BODY_BYTES = 1024 * 1024;

/** What credits, generations and images keep for an account, at the account's moments. */
const accountHooks: AccountHooks = {
  memberCreated: openWallet,
  visitorClaimed: async (db, visitorId, userId) => {
    await claimVisitorHistory(db, visitorId, userId);
    await claimVisitorUploads(db, visitorId, userId);
  },
  memberDeleting: async (deps, userId) => void (await deleteMemberImages(deps, userId)),
  walletOf: readWallet,
};

function createApi() {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/ready', readyRoutes)
    .route('/', sessionRoutes(accountHooks))
    .route('/users', usersRoutes(accountHooks))
    .route('/credits', creditsRoutes)
    .route('/generations', generationsRoutes)
    .route('/generations/score', contentScoreRoutes)
    .route('/shared', sharedRoutes)
    .route('/prompts', promptsRoutes)
    .route('/pricing', pricingRoutes)
    .route('/keywords', keywordsRoutes)
    .route('/reports', reportsRoutes)
    .route('/admin/keyword-report', adminReportsRoutes)
    .route('/images', imagesRoutes)
    .route('/thumbnails', thumbnailsRoutes)
    .route('/internal/backup', backupRoutes)
    .route('/users/me/export', dataExportRoutes)
    .route('/automations', automationsRoutes)
    .route('/vip', vipRoutes)
    .route('/blogs', blogsRoutes)
    .route('/publications', publicationsRoutes)
    .route('/products', productsRoutes)
    .route('/contents', contentsRoutes)
    .route('/site', siteRoutes)
    .route('/kin', kinRoutes)
    .route('/research', researchRoutes)
    .route('/admin/mail', mailAdminRoutes)
    .route('/rankings', rankingsRoutes)
    .route('/admin/rankings', adminRankingsRoutes)
    .route('/admin/setup', setupAdminRoutes);
}

/** What the server offers, as the SPA reads it from every page (`#server-features`). */
export const spaFeatures = (deps: Pick<AppDeps, 'env' | 'llm'>): SpaFeatures => ({ google: Boolean(deps.env.GOOGLE_CLIENT_ID), offlineWriter: deps.llm.offline });

/**
 * Public pages: each page's status and tags, the business facts every footer shows, and what
 * a shared post's, an article's or a product's page shows (to render it with, server/lib/spa.ts).
 */
function publicPageRenderer(deps: AppDeps): PageRenderer {
  const facts = `<script type="application/json" id="site-facts">${jsonForScript(readSiteFacts(deps.env))}</script>`;
  return async (c) => {
    const page = await describePage(deps, c.req.path === '/index.html' ? '/' : c.req.path, new URL(c.req.url).search);
    // What the page's first screen would fetch, so it shows without another round trip (a data block, not a script that runs).
    const data = page.data ? `\n    <script type="application/json" id="page-data">${jsonForScript(page.data)}</script>` : '';
    return { status: page.status, head: `${renderHeadTags(deps.env, page.meta)}\n    ${facts}${data}`, ...(page.data ? { data: page.data } : {}) };
  };
}

/** Builds the services the app needs from settings and a database. */
export function createAppDeps(base: {
  env: Env;
  db: Db;
  dbKind: DbKind;
  logger: Logger;
  version: string;
  staticDir?: string;
  mailer?: Mailer;
  llm?: Llm;
  images?: ImageProvider;
  storage?: FileStorage;
  /** Research briefs for the writer (the research feature's cached and fetched briefs). */
  briefs?: BriefSource;
}): AppDeps {
  const { env, db, logger } = base;
  const secret = resolveAuthSecret(env);
  const sealer = createSealer(credentialsKey(env.CREDENTIALS_ENCRYPTION_KEY, secret));
  const zohoClient = zohoClientFor(env);
  const mailer =
    base.mailer ??
    createMailer(
      { transport: env.MAIL_TRANSPORT, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir },
      logger,
      zohoClient ? { client: zohoClient, store: createZohoStore(db, sealer) } : undefined,
    );
  const auth = createAuth({
    env,
    db,
    mailer,
    logger,
    secret,
    sealer,
    onUserCreated: (userId, name) => attachGeneratedAvatar(db, userId, name),
  });
  const metrics = createMetrics(db);
  const llm = observeLlm(base.llm ?? createLlm(env), metrics);
  const images = observeImages(base.images ?? createImageProvider(env), metrics);
  const storage = base.storage ?? createFileStorage(env);
  const briefs = base.briefs ?? researchBriefSource({ db, env, sealer });
  return { ...base, secret, mailer, auth, llm, images, storage, sealer, briefs, metrics, trustedProxies: createProxyList(env.TRUSTED_PROXIES) };
}

/** The API's type, for typed clients in the SPA (`import type`). */
export type AppType = ReturnType<typeof createApi>;

/** Builds the whole HTTP app from its dependencies; index.ts serves it, tests call app.request(). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>({ router: new MemoRouter() });
  app.use('*', requestEdge(deps));
  // Every path and query, pages included: a bad escape or a NUL never reaches a route (or the database).
  app.use('*', urlTextGuard());
  // Reading c.req.raw.body materialises the full Request on the Node adapter, so bodiless methods skip
  // the limiter; a declared length is checked from the header, and only a streamed body is counted.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.'), 413),
  });
  const apiGuards = every(
    async (c, next) => {
      // Photo uploads have their own, larger limit (10 MB) on their route.
      if (c.req.path === UPLOAD_PATH) return next();
      const declared = c.req.header('content-length');
      if (declared !== undefined) {
        if (Number(declared) > MAX_BODY_BYTES) return c.json(errorBody('PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.'), 413);
        return next();
      }
      return limitBody(c, next);
    },
    originCheck(deps.env.allowedOrigins),
    jsonBodyTextGuard(),
  );
  // A read has no body for the guards to check: it goes straight on.
  app.use('/api/*', (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    return apiGuards(c, next);
  });
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientAddress'));
    return withAuthContext(c, () => deps.auth.handler(new Request(c.req.raw, { headers }))).then(inOurErrorShape);
  });
  app.get('/api/metrics', metricsEndpoint(deps.metrics, deps.env.METRICS_TOKEN));
  app.route('/api', createApi());
  app.route('/files', filesRoutes);
  app.route('/', seoRoutes);
  app.all('/api/*', apiNotFound);
  if (deps.staticDir) {
    mountSpa(app, deps.staticDir, {
      sourceMaps: deps.env.PUBLIC_SOURCE_MAPS,
      features: spaFeatures(deps),
      page: publicPageRenderer(deps),
      ...(deps.prerendered ? { prerendered: deps.prerendered } : {}),
    });
  }
  app.notFound((c) => (c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not Found', 404)));
  app.onError(errorHandler(deps.logger));
  return app;
}
