import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What INSTANCE_HOST may be: it is the first field of an instance id (no ':'). */
export const INSTANCE_HOST_PATTERN = /^[A-Za-z0-9._-]{1,63}$/;

// Empty values in a .env file mean "not set", so defaults apply.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'postgres:// 또는 postgresql:// 로 시작해야 합니다 (must start with postgres://)');

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const ipOrCidr = z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'IP 주소 또는 CIDR 목록이어야 합니다 (IPs or CIDRs)');

export const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(8787),
  HOST: optional(z.string()).default('0.0.0.0'),
  // Read by server/lib/instance.ts when it loads; validated here so a bad value stops the server.
  INSTANCE_HOST: optional(z.string().regex(INSTANCE_HOST_PATTERN, '영문, 숫자, . _ - 로 된 63자 이하여야 합니다 (letters, digits, . _ -, up to 63)')),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(postgresUrl),
  BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))),
  LOG_LEVEL: optional(z.enum(['debug', 'info', 'warn', 'error', 'silent'])).default('info'),
  AUTH_SECRET: optional(z.string().min(32, '32자 이상이어야 합니다 (at least 32 characters)')),
  TRUSTED_PROXIES: optional(z.string()).transform(list).pipe(z.array(ipOrCidr)),
  TRUSTED_ORIGINS: optional(z.string()).transform(list).pipe(z.array(z.url())),
  ADMIN_EMAILS: optional(z.string()).transform((v) => list(v).map((e) => e.toLowerCase())).pipe(z.array(z.email())),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()).default('글빛 <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  WELCOME_BONUS_CREDITS: optional(z.coerce.number().int().min(0).max(1_000_000)).default(100),
  LLM_PROVIDER: optional(z.enum(['openai', 'anthropic', 'google', 'openai-compatible', 'offline'])).default('offline'),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string().max(200)),
  LLM_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  LLM_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000)).default(180_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(300_000)).default(45_000),
  GENERATION_CREDIT_COST: optional(z.coerce.number().int().min(1).max(1_000_000)).default(10),
  KEYWORD_LOOKUP_CREDIT_COST: optional(z.coerce.number().int().min(1).max(1_000_000)).default(10),
  IMAGE_PROVIDER: optional(z.enum(['openai', 'google', 'openai-compatible', 'off'])).default('off'),
  IMAGE_API_KEY: optional(z.string()),
  IMAGE_MODEL: optional(z.string().max(200)),
  IMAGE_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  IMAGE_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000)).default(120_000),
  IMAGE_CREDIT_COST: optional(z.coerce.number().int().min(1).max(1_000_000)).default(20),
  STORAGE_DRIVER: optional(z.enum(['local', 's3'])).default('local'),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: optional(z.string()).default('auto'),
  S3_BUCKET: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))),
  CREDENTIALS_ENCRYPTION_KEY: optional(z.string().regex(/^(?:[A-Za-z0-9+/]{43}=|[0-9a-fA-F]{64})$/, '32바이트 키를 base64(44자) 또는 hex(64자)로 넣어 주세요 (32-byte key, base64 or hex)')),
  NAVER_SEARCHAD_BASE_URL: optional(z.url({ protocol: /^https?$/ })).default('https://api.searchad.naver.com'),
  NAVER_SEARCH_API: optional(z.enum(['hub', 'legacy'])).default('hub'),
  NAVER_SEARCH_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  NAVER_DATALAB_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  NAVER_API_HUB_KEY_ID: optional(z.string()),
  NAVER_API_HUB_KEY: optional(z.string()),
  NAVER_CLIENT_ID: optional(z.string()),
  NAVER_CLIENT_SECRET: optional(z.string()),
  // Search API calls research briefs may make per Seoul day, counted in the database across instances.
  NAVER_SEARCH_DAILY_BUDGET: optional(z.coerce.number().int().min(0).max(1_000_000)).default(20_000),
  NAVER_SEARCHAD_CUSTOMER_ID: optional(z.string()),
  NAVER_SEARCHAD_ACCESS_LICENSE: optional(z.string()),
  NAVER_SEARCHAD_SECRET_KEY: optional(z.string()),
  REPORT_WEEKDAY: optional(z.coerce.number().int().min(0).max(6)).default(1),
  REPORT_HOUR_KST: optional(z.coerce.number().int().min(0).max(23)).default(8),
  TOSS_CLIENT_KEY: optional(z.string().max(300)),
  TOSS_SECRET_KEY: optional(z.string().max(300)),
  TOSS_API_BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))).default('https://api.tosspayments.com'),
  BANK_TRANSFER_ACCOUNT: optional(z.string().max(200)),
  SCHEDULER_ENABLED: optional(z.enum(['true', 'false'])).default('true').transform((v) => v === 'true'),
  PUBLIC_SOURCE_MAPS: optional(z.enum(['true', 'false'])).default('false').transform((v) => v === 'true'),
  // Operations: the Prometheus endpoint's token (unset: no endpoint) and how late a due job may be before /api/ready fails.
  METRICS_TOKEN: optional(z.string().min(16, '16자 이상이어야 합니다 (at least 16 characters)')),
  READY_MAX_JOB_LAG_SECONDS: optional(z.coerce.number().int().min(0).max(86_400)).default(600),
  // Publishing (blog connections): members' blog URLs may reach loopback/private hosts only when true.
  PUBLISH_ALLOW_PRIVATE_HOSTS: optional(z.enum(['true', 'false'])).default('false').transform((v) => v === 'true'),
  GOOGLE_OAUTH_AUTHORIZE_URL: optional(z.url({ protocol: /^https?$/ })).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: optional(z.url({ protocol: /^https?$/ })).default('https://oauth2.googleapis.com/token'),
  BLOGGER_API_BASE_URL: optional(z.url({ protocol: /^https?$/ })).default('https://www.googleapis.com'),
  // Public pages: business facts for /company and every footer, search-engine settings.
  COMPANY_NAME: optional(z.string().max(100)),
  COMPANY_CEO: optional(z.string().max(100)),
  COMPANY_REGISTRATION_NUMBER: optional(z.string().max(50)),
  COMPANY_MAIL_ORDER_NUMBER: optional(z.string().max(100)),
  COMPANY_ADDRESS: optional(z.string().max(300)),
  COMPANY_PHONE: optional(z.string().max(50)),
  COMPANY_EMAIL: optional(z.email()),
  NAVER_SITE_VERIFICATION: optional(z.string().max(200)),
  GOOGLE_SITE_VERIFICATION: optional(z.string().max(200)),
  INDEXNOW_KEY: optional(z.string().regex(/^[a-zA-Z0-9-]{8,128}$/, '영문, 숫자, - 로 8~128자여야 합니다 (8-128 of a-z A-Z 0-9 -)')),
  INDEXNOW_ENDPOINT: optional(z.url({ protocol: /^https?$/ })).default('https://searchadvisor.naver.com/indexnow'),
  // Mail provider: unset keeps today's behaviour (SMTP when SMTP_URL is set, else the outbox folder).
  MAIL_TRANSPORT: optional(z.enum(['outbox', 'smtp', 'zoho'])),
  ZOHO_CLIENT_ID: optional(z.string().max(300)),
  ZOHO_CLIENT_SECRET: optional(z.string().max(300)),
  ZOHO_ACCOUNTS_BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))).default('https://accounts.zoho.com'),
  ZOHO_MAIL_BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))).default('https://mail.zoho.com'),
  // Rank tracking: Search API calls a day for rank checks (Naver allows 25,000 a day for the whole Search API),
  // manual URLs per grade, and a test-only clock control that production never sets.
  RANK_CHECK_DAILY_BUDGET: optional(z.coerce.number().int().min(0).max(1_000_000)).default(5000),
  RANK_MANUAL_URLS: optional(z.string().regex(/^\s*(new|normal|vip)\s*:\s*\d{1,5}\s*(,\s*(new|normal|vip)\s*:\s*\d{1,5}\s*)*$/, 'new:3,normal:10,vip:50 형식이어야 합니다 (grade:count, comma-separated)')).default('new:3,normal:10,vip:50'),
  RANK_TEST_CONTROLS: optional(z.enum(['true', 'false'])).default('false').transform((v) => v === 'true'),
}).superRefine((env, ctx) => {
  const provider = env.LLM_PROVIDER;
  if ((provider === 'openai' || provider === 'anthropic' || provider === 'google') && !env.LLM_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['LLM_API_KEY'], message: `LLM_PROVIDER=${provider} 에는 API 키가 필요합니다 (required for ${provider})` });
  }
  if (provider === 'openai-compatible') {
    if (!env.LLM_BASE_URL) ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: 'openai-compatible 에는 서버 주소가 필요합니다 (e.g. http://127.0.0.1:11434/v1)' });
    if (!env.LLM_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'openai-compatible 에는 모델 이름이 필요합니다 (e.g. qwen2.5:7b)' });
  }
  const images = env.IMAGE_PROVIDER;
  if ((images === 'openai' || images === 'google') && !env.IMAGE_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['IMAGE_API_KEY'], message: `IMAGE_PROVIDER=${images} 에는 API 키가 필요합니다 (required for ${images})` });
  }
  if (images === 'openai-compatible') {
    if (!env.IMAGE_BASE_URL) ctx.addIssue({ code: 'custom', path: ['IMAGE_BASE_URL'], message: 'openai-compatible 에는 서버 주소가 필요합니다 (e.g. http://127.0.0.1:8080/v1)' });
    if (!env.IMAGE_MODEL) ctx.addIssue({ code: 'custom', path: ['IMAGE_MODEL'], message: 'openai-compatible 에는 모델 이름이 필요합니다 (e.g. stablediffusion)' });
  }
  if (env.STORAGE_DRIVER === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `STORAGE_DRIVER=s3 에는 ${key} 가 필요합니다 (required for s3)` });
    }
  }
  if (Boolean(env.TOSS_CLIENT_KEY) !== Boolean(env.TOSS_SECRET_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.TOSS_CLIENT_KEY ? 'TOSS_SECRET_KEY' : 'TOSS_CLIENT_KEY'],
      message: 'TOSS_CLIENT_KEY 와 TOSS_SECRET_KEY 는 함께 설정해야 합니다 (set both or neither)',
    });
  }
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'MAIL_TRANSPORT=smtp 에는 SMTP_URL 이 필요합니다 (required for smtp)' });
  }
  if (env.MAIL_TRANSPORT === 'zoho') {
    for (const key of ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `MAIL_TRANSPORT=zoho 에는 ${key} 가 필요합니다 (required for zoho)` });
    }
  }
  if (env.RANK_TEST_CONTROLS && env.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['RANK_TEST_CONTROLS'], message: '테스트 전용 설정입니다. 운영(NODE_ENV=production)에서는 켤 수 없습니다 (test only)' });
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
      message: 'GOOGLE_CLIENT_ID 와 GOOGLE_CLIENT_SECRET 은 함께 설정해야 합니다 (set both or neither)',
    });
  }
});

export type Env = Omit<z.infer<typeof envSchema>, 'BASE_URL'> & {
  BASE_URL: string;
  /** Origins browsers may call the API from: BASE_URL, TRUSTED_ORIGINS and, with no BASE_URL set, both local names. */
  allowedOrigins: string[];
  /** Absolute path of DATA_DIR. */
  dataDir: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`설정 값이 올바르지 않습니다 (invalid settings):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses settings; throws EnvError naming every bad key at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const env = result.data;
  const baseUrl = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  const allowedOrigins = [baseUrl, ...env.TRUSTED_ORIGINS];
  if (!env.BASE_URL) allowedOrigins.push(`http://127.0.0.1:${env.PORT}`);
  if (env.NODE_ENV === 'development') allowedOrigins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return {
    ...env,
    BASE_URL: baseUrl,
    allowedOrigins: [...new Set(allowedOrigins.map((o) => new URL(o).origin))],
    dataDir: path.resolve(env.DATA_DIR),
  };
}

/** The only reader of process.env: loads ./.env when present, then validates. */
export function loadEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return parseEnv(process.env);
}
