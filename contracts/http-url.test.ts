import { describe, expect, it } from 'vitest';
import { httpUrl, isHttpUrl } from './http-url';

describe('httpUrl', () => {
  const blog = httpUrl('주소가 올바르지 않습니다.', { max: 300, required: '주소를 입력해 주세요.' });

  it('takes absolute http(s) addresses, trimmed', () => {
    for (const url of ['https://blog.naver.com/me/223000000000', 'http://127.0.0.1:8089', 'HTTPS://Me.Tistory.com/12?x=1#a', 'https://한글.example/경로']) {
      expect(isHttpUrl(url), url).toBe(true);
    }
    expect(blog.parse('  https://me.tistory.com  ')).toBe('https://me.tistory.com');
  });

  it('refuses every other scheme, a bare host, and quotes or spaces that would end an attribute', () => {
    for (const url of ['javascript:alert(1)', 'javascript:%0aalert(1)', 'JAVASCRIPT:alert(1)//https://x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://x.example', '//x.example', 'x.example', 'https://', 'https://x.example/"onmouseover=1', "https://x.example/'", 'https://x.example/<b>', 'https://x .example']) {
      expect(isHttpUrl(url), url).toBe(false);
      expect(blog.safeParse(url).success, url).toBe(false);
    }
  });

  it('says what is wrong in Korean: empty, too long, not http(s)', () => {
    expect(blog.safeParse('').error?.issues[0]?.message).toBe('주소를 입력해 주세요.');
    expect(blog.safeParse(`https://x.example/${'a'.repeat(300)}`).error?.issues[0]?.message).toBe('주소가 올바르지 않습니다.');
    expect(blog.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('주소가 올바르지 않습니다.');
  });

  it('takes a path on this site and an empty value only when asked to', () => {
    const image = httpUrl('이미지 주소', { allowPath: true, allowEmpty: true });
    expect(image.safeParse('/files/abc').success).toBe(true);
    expect(image.safeParse('').success).toBe(true);
    for (const url of ['//evil.example/x.png', '/\\evil.example', '/a b']) expect(image.safeParse(url).success, url).toBe(false);
    expect(httpUrl('x').safeParse('/files/abc').success).toBe(false);
    expect(httpUrl('x').safeParse('').success).toBe(false);
  });
});
