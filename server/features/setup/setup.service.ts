import type { SetupService, SetupServiceId, SetupSetting, SetupStatus } from '@contracts/setup-status';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { mailTransportOf } from '../../integrations/mail/mailer';
import { openApiConfig, serviceSearchAdCredentials } from '../keywords';
import { mailStatus } from '../mail';

type Key = keyof Env;

/** A setting by name, whether it has a value, and whether the mode in use needs it; never the value itself. */
const setting = (env: Env, name: Key, required: boolean): SetupSetting => ({ name, set: Boolean(env[name]), required });
/** A setting that picks a mode: its mode is shown (it is no secret). */
const mode = (name: Key, value: string): SetupSetting => ({ name, set: true, required: true, value });
const service = (id: SetupServiceId, configured: boolean, settings: SetupSetting[]): SetupService => ({ id, configured, settings });

const COMPANY: readonly Key[] = [
  'COMPANY_NAME', 'COMPANY_CEO', 'COMPANY_REGISTRATION_NUMBER', 'COMPANY_MAIL_ORDER_NUMBER', 'COMPANY_ADDRESS', 'COMPANY_PHONE', 'COMPANY_EMAIL',
];

function llmService(env: Env): SetupService {
  const p = env.LLM_PROVIDER;
  const compatible = p === 'openai-compatible';
  const keyed = p === 'openai' || p === 'anthropic' || p === 'google';
  return service('llm', p !== 'offline', [
    mode('LLM_PROVIDER', p),
    setting(env, 'LLM_API_KEY', keyed),
    setting(env, 'LLM_MODEL', compatible),
    setting(env, 'LLM_BASE_URL', compatible),
  ]);
}

function imagesService(env: Env): SetupService {
  const p = env.IMAGE_PROVIDER;
  const compatible = p === 'openai-compatible';
  return service('images', p !== 'off', [
    mode('IMAGE_PROVIDER', p),
    setting(env, 'IMAGE_API_KEY', p === 'openai' || p === 'google'),
    setting(env, 'IMAGE_MODEL', compatible),
    setting(env, 'IMAGE_BASE_URL', compatible),
  ]);
}

function naverSearchService(env: Env): SetupService {
  const hub = env.NAVER_SEARCH_API === 'hub';
  return service('naverSearch', openApiConfig(env, 'search') !== null, [
    mode('NAVER_SEARCH_API', env.NAVER_SEARCH_API),
    setting(env, 'NAVER_API_HUB_KEY_ID', hub),
    setting(env, 'NAVER_API_HUB_KEY', hub),
    setting(env, 'NAVER_CLIENT_ID', !hub),
    setting(env, 'NAVER_CLIENT_SECRET', !hub),
  ]);
}

async function mailService(db: Db, env: Env): Promise<SetupService> {
  const transport = mailTransportOf({ transport: env.MAIL_TRANSPORT, smtpUrl: env.SMTP_URL });
  // Zoho sends only once an admin has connected its account on /zoho-oauth.
  const connected = transport === 'zoho' ? (await mailStatus(db, env)).zoho.connected : false;
  const configured = transport === 'smtp' ? Boolean(env.SMTP_URL) : transport === 'zoho' && connected;
  return service('mail', configured, [
    mode('MAIL_TRANSPORT', transport),
    setting(env, 'SMTP_URL', transport === 'smtp'),
    setting(env, 'ZOHO_CLIENT_ID', transport === 'zoho'),
    setting(env, 'ZOHO_CLIENT_SECRET', transport === 'zoho'),
  ]);
}

function storageService(env: Env): SetupService {
  const s3 = env.STORAGE_DRIVER === 's3';
  return service('storage', s3, [
    mode('STORAGE_DRIVER', env.STORAGE_DRIVER),
    setting(env, 'S3_BUCKET', s3),
    setting(env, 'S3_ACCESS_KEY_ID', s3),
    setting(env, 'S3_SECRET_ACCESS_KEY', s3),
    setting(env, 'S3_ENDPOINT', false),
    setting(env, 'S3_PUBLIC_BASE_URL', false),
  ]);
}

const allSet = (settings: SetupSetting[]) => settings.every((s) => s.set);

/** Every outside service and whether this server's settings connect it, for the admins' checklist. */
export async function readSetupStatus(db: Db, env: Env): Promise<SetupStatus> {
  const toss = [setting(env, 'TOSS_CLIENT_KEY', true), setting(env, 'TOSS_SECRET_KEY', true)];
  const bank = [setting(env, 'BANK_TRANSFER_ACCOUNT', true)];
  const searchAd = (['NAVER_SEARCHAD_CUSTOMER_ID', 'NAVER_SEARCHAD_ACCESS_LICENSE', 'NAVER_SEARCHAD_SECRET_KEY'] as const).map((k) => setting(env, k, true));
  const company = COMPANY.map((k) => setting(env, k, true));
  const indexnow = [setting(env, 'INDEXNOW_KEY', true)];
  const google = [setting(env, 'GOOGLE_CLIENT_ID', true), setting(env, 'GOOGLE_CLIENT_SECRET', true)];
  return {
    services: [
      llmService(env),
      imagesService(env),
      service('toss', allSet(toss), toss),
      service('bank', allSet(bank), bank),
      naverSearchService(env),
      service('naverSearchAd', serviceSearchAdCredentials(env) !== null, searchAd),
      await mailService(db, env),
      service('company', allSet(company), company),
      service('indexnow', allSet(indexnow), indexnow),
      storageService(env),
      service('google', allSet(google), google),
    ],
  };
}
