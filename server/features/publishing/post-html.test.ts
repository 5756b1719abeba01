import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../../lib/safe-fetch';
import { createSafeFetch } from '../../lib/safe-fetch';
import { imageSources, publicationMarker, splitTitle, toPostHtml } from './post-html';
import { kstDay } from './publish-run.service';

describe('Markdown → HTML for a blog', () => {
  it('shows raw HTML as text and keeps only web links', () => {
    const html = toPostHtml('안녕 <img src=x onerror=alert(1)>\n\n[나쁜 링크](javascript:alert(1)) [좋은 링크](https://example.com)\n\n![사진](data:image/png;base64,AAA)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="#"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('<img src="#"');
  });

  it('rewrites images, appends the disclosure and the marker, and drops the title line', () => {
    const { heading, body } = splitTitle('# 제주 여행\n\n본문\n\n![a](/files/abc)');
    expect(heading).toBe('제주 여행');
    expect(imageSources(body)).toEqual(['/files/abc']);
    const html = toPostHtml(body, { imageUrl: () => 'https://cdn.example/a.jpg', disclosure: '파트너스 고지', marker: publicationMarker('p1') });
    expect(html).toContain('src="https://cdn.example/a.jpg"');
    expect(html).toContain('<p class="disclosure">파트너스 고지</p>');
    expect(html).toContain('<!-- geulbit-publication-p1 -->');
    expect(html).not.toContain('<h1>');
  });
});

describe('private hosts', () => {
  it('blocks loopback, private, link-local and mapped addresses, and lets public ones through', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '0.0.0.0']) expect(isBlockedAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '211.249.220.24', '2001:4860:4860::8888']) expect(isBlockedAddress(ip), ip).toBe(false);
  });

  it('refuses a member URL on a private host unless PUBLISH_ALLOW_PRIVATE_HOSTS', async () => {
    await expect(createSafeFetch({ allowPrivateHosts: false })('http://127.0.0.1:65000/wp-json/')).rejects.toThrow(/blocked host/);
    await expect(createSafeFetch({ allowPrivateHosts: false })('http://localhost:65000/')).rejects.toThrow(/blocked host/);
    await expect(createSafeFetch({ allowPrivateHosts: false })('file:///etc/passwd')).rejects.toThrow(/blocked/);
  });
});

describe('KST day', () => {
  it('starts at 15:00 UTC of the day before', () => {
    const { from, to } = kstDay(new Date('2026-11-23T16:00:00Z'));
    expect(from.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
});
