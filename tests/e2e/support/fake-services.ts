import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startNaverOpenApiFake, startNaverSearchAdFake } from '../../../server/testing/fakes/naver-fakes';
import { startFakeBlogger } from '../../../server/testing/fakes/blogger-server';
import { startFakeImagesServer } from '../../../server/testing/fakes/openai-images-server';
import { startFakeOpenAI } from '../../../server/testing/fakes/openai-server';
import { startSmtpSink } from '../../../server/testing/fakes/smtp-sink';
import type { RankControls, RankPlacement } from '../../../server/testing/fakes/naver-rank-placements';
import { startFakeToss } from '../../../server/testing/fakes/toss-server';

// The outside services of the second end-to-end server: Naver's three APIs and an SMTP sink whose
// mails the tests read over HTTP (GET /mails).
export const E2E_NAVER_ACCOUNT = { customerId: '5550001', accessLicense: '0100000000e2elicensekey01', secretKey: 'AQAAAABe2esecretkey00==' };
export const E2E_SERVICE_ACCOUNT = { customerId: '5550002', accessLicense: '0100000000e2eservicekey02', secretKey: 'AQAAAABe2eservicekey==' };
export const E2E_HUB = { keyId: 'e2e-hub-id', key: 'e2e-hub-key' };

// Every port of the suite sits at a fixed offset from E2E_PORT_BASE (default 8788), so two checkouts can run
// their suites side by side on one machine with different bases.
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8788);
export const E2E_PORTS = { server: E2E_PORT_BASE, serverB: E2E_PORT_BASE + 1, google: E2E_PORT_BASE + 3 } as const;
export const E2E_FAKE_PORTS = {
  searchAd: E2E_PORT_BASE + 4, openApi: E2E_PORT_BASE + 5, smtp: E2E_PORT_BASE + 6, mails: E2E_PORT_BASE + 8,
  openAi: E2E_PORT_BASE + 9, images: E2E_PORT_BASE + 10, toss: E2E_PORT_BASE + 11,
  // Google's OAuth endpoints and Blogger API v3, for the second server's Blogger connections.
  blogger: E2E_PORT_BASE + 7,
} as const;
export const E2E_IMAGE_MODEL = 'e2e-image-model';
// Toss Payments test keys of the second server; its fake sends webhooks to that server.
export const E2E_TOSS = { clientKey: 'test_gck_e2eWidgetClientKey', secretKey: 'test_gsk_e2eSecretKey' };
export const E2E_TOSS_URL = `http://127.0.0.1:${E2E_FAKE_PORTS.toss}`;
/** Where a rank-tracking spec places its post in the fake Search API's results and moves the fake's clock. */
export const E2E_RANK_CONTROL_URL = `http://127.0.0.1:${E2E_FAKE_PORTS.mails}`;
export const E2E_BLOGGER = { clientId: 'geulbit-blogger-e2e.apps.googleusercontent.com', clientSecret: 'e2e-blogger-secret' };
export const E2E_BLOGGER_URL = `http://127.0.0.1:${E2E_FAKE_PORTS.blogger}`;
export const E2E_LLM = { apiKey: 'sk-e2e-model-key', model: 'e2e-qwen2.5' };
// What the fake model writes: a short post whose words the offline writer would never produce.
export const E2E_MODEL_POST = [
  '# 모델이 쓴 제주 한 달 살기 안내\n\n',
  '이 글은 연결된 AI 모델이 ',
  '한 조각씩 보내 온 문장입니다.\n\n',
  '## 집 구하기\n\n',
  '연세와 월세를 비교해 보세요.\n\n',
  '## 마무리\n\n',
  '천천히 둘러보고 정하면 됩니다.',
];

/** Applies `{ placements }` or `{ offsetMs }` sent by a rank-tracking spec. */
async function rankControl(req: IncomingMessage, res: ServerResponse, ranks: RankControls) {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  const body = JSON.parse(text || '{}') as { placements?: RankPlacement[]; offsetMs?: number };
  if (req.url === '/ranks') ranks.place(...(body.placements ?? []));
  else ranks.clockOffsetMs = body.offsetMs ?? 0;
  res.end('{}');
}

if (process.argv[1]?.endsWith('fake-services.ts')) {
  const searchAd = await startNaverSearchAdFake({ accounts: [E2E_NAVER_ACCOUNT, E2E_SERVICE_ACCOUNT], maxPerSecond: 100, port: E2E_FAKE_PORTS.searchAd });
  const openApi = await startNaverOpenApiFake({ hub: E2E_HUB, legacy: { clientId: 'x', clientSecret: 'y' }, maxPerSecond: 1000, port: E2E_FAKE_PORTS.openApi });
  const sink = await startSmtpSink({ port: E2E_FAKE_PORTS.smtp });
  const model = await startFakeOpenAI({ apiKey: E2E_LLM.apiKey, port: E2E_FAKE_PORTS.openAi });
  model.setScript({ chunks: E2E_MODEL_POST, chunkDelayMs: 400, usage: { input: 420, output: 96 } });
  await startFakeImagesServer(E2E_FAKE_PORTS.images);
  const portB = E2E_PORTS.serverB;
  await startFakeToss({ ...E2E_TOSS, port: E2E_FAKE_PORTS.toss, webhookUrl: `http://127.0.0.1:${portB}/api/credits/webhooks/toss` });
  const blogger = await startFakeBlogger({ ...E2E_BLOGGER, port: E2E_FAKE_PORTS.blogger });
  const http = createServer((req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    // Rank tracking's controls of the fake Search API: placements (POST /ranks) and its clock (POST /clock).
    if (req.method === 'POST' && (req.url === '/ranks' || req.url === '/clock')) return void rankControl(req, res, openApi.ranks);
    if (req.url?.startsWith('/blogger-posts')) res.end(JSON.stringify(blogger.posts));
    else if (req.url?.startsWith('/mails')) res.end(JSON.stringify(sink.mails.map(({ raw: _raw, ...m }) => m)));
    else if (req.url === '/config') res.end(JSON.stringify({ smtpUrl: sink.url, searchAd: searchAd.url, openApi: openApi.url }));
    else res.end('{}');
  });
  http.listen(E2E_FAKE_PORTS.mails, '127.0.0.1');
  process.stdout.write(`fake services: ${searchAd.url} ${openApi.url} ${sink.url} ${model.url}\n`);
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
