import { createServer } from 'node:http';
import { startNaverOpenApiFake, startNaverSearchAdFake } from '../../../server/testing/fakes/naver-fakes';
import { startSmtpSink } from '../../../server/testing/fakes/smtp-sink';

// The outside services of the second end-to-end server: Naver's three APIs and an SMTP sink whose
// mails the tests read over HTTP (GET /mails).
export const E2E_NAVER_ACCOUNT = { customerId: '5550001', accessLicense: '0100000000e2elicensekey01', secretKey: 'AQAAAABe2esecretkey00==' };
export const E2E_SERVICE_ACCOUNT = { customerId: '5550002', accessLicense: '0100000000e2eservicekey02', secretKey: 'AQAAAABe2eservicekey==' };
export const E2E_HUB = { keyId: 'e2e-hub-id', key: 'e2e-hub-key' };

export const E2E_FAKE_PORTS = { searchAd: 8792, openApi: 8793, smtp: 8794, mails: 8796 } as const;

if (process.argv[1]?.endsWith('fake-services.ts')) {
  const searchAd = await startNaverSearchAdFake({ accounts: [E2E_NAVER_ACCOUNT, E2E_SERVICE_ACCOUNT], maxPerSecond: 100, port: E2E_FAKE_PORTS.searchAd });
  const openApi = await startNaverOpenApiFake({ hub: E2E_HUB, legacy: { clientId: 'x', clientSecret: 'y' }, maxPerSecond: 1000, port: E2E_FAKE_PORTS.openApi });
  const sink = await startSmtpSink({ port: E2E_FAKE_PORTS.smtp });
  const http = createServer((req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (req.url?.startsWith('/mails')) res.end(JSON.stringify(sink.mails.map(({ raw: _raw, ...m }) => m)));
    else if (req.url === '/config') res.end(JSON.stringify({ smtpUrl: sink.url, searchAd: searchAd.url, openApi: openApi.url }));
    else res.end('{}');
  });
  http.listen(E2E_FAKE_PORTS.mails, '127.0.0.1');
  process.stdout.write(`fake services: ${searchAd.url} ${openApi.url} ${sink.url}\n`);
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
