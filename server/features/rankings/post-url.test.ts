import { describe, expect, it } from 'vitest';
import { keywordKey, platformOf, postUrlKey } from './post-url';

// Real URL shapes, as members paste them and as the Search API returns them: each group is one post.
const SAME_POST: Array<{ post: string; shapes: string[] }> = [
  {
    post: 'a Naver Blog post',
    shapes: [
      'https://blog.naver.com/travelcat/223456789012',
      'http://blog.naver.com/travelcat/223456789012',
      'https://m.blog.naver.com/travelcat/223456789012',
      'https://blog.naver.com/PostView.naver?blogId=travelcat&logNo=223456789012',
      'https://blog.naver.com/PostView.nhn?blogId=travelcat&logNo=223456789012&redirect=Dlog&widgetTypeCall=true&directAccess=false',
      'https://m.blog.naver.com/PostView.naver?blogId=travelcat&logNo=223456789012&navType=by',
      'https://blog.naver.com/TravelCat/223456789012/',
      'https://blog.naver.com/travelcat?Redirect=Log&logNo=223456789012',
      'https://m.blog.naver.com/travelcat/223456789012?referrerCode=0&searchKeyword=%EC%A0%9C%EC%A3%BC',
    ],
  },
  {
    post: 'a Tistory post',
    shapes: [
      'https://jejutrip.tistory.com/123',
      'http://jejutrip.tistory.com/123/',
      'https://jejutrip.tistory.com/m/123',
      'https://jejutrip.tistory.com/123?utm_source=naver&utm_medium=blog',
      'https://jejutrip.tistory.com/123#comment',
    ],
  },
  {
    post: 'a WordPress post with a Korean slug',
    shapes: [
      'https://www.myblog.kr/2025/03/%EC%A0%9C%EC%A3%BC%EB%8F%84-%EC%97%AC%ED%96%89/',
      'https://myblog.kr/2025/03/제주도-여행',
      'http://www.myblog.kr/2025/03/%ec%a0%9c%ec%a3%bc%eb%8f%84-%ec%97%ac%ed%96%89?utm_source=naver&utm_campaign=x&fbclid=abc',
      'https://MyBlog.kr:443/2025/03/제주도-여행/',
    ],
  },
  {
    post: 'a WordPress post by id',
    shapes: ['http://127.0.0.1:8089/?p=42', 'http://127.0.0.1:8089?p=42&utm_source=naver', 'http://127.0.0.1:8089/?gclid=x&p=42'],
  },
  {
    post: 'a Blogger post',
    shapes: [
      'https://campinglog.blogspot.com/2025/01/winter-camping.html',
      'https://campinglog.blogspot.com/2025/01/winter-camping.html?m=1',
      'https://campinglog.blogspot.kr/2025/01/winter-camping.html',
      'http://campinglog.blogspot.co.uk/2025/01/winter-camping.html#more',
    ],
  },
];

describe('postUrlKey', () => {
  for (const { post, shapes } of SAME_POST) {
    it(`gives every shape of ${post} one key`, () => {
      const keys = new Set(shapes.map(postUrlKey));
      expect([...keys]).toHaveLength(1);
      expect([...keys][0]).not.toBeNull();
    });
  }

  it('keeps different posts apart', () => {
    const keys = [
      'https://blog.naver.com/travelcat/223456789012',
      'https://blog.naver.com/travelcat/223456789013',
      'https://blog.naver.com/othercat/223456789012',
      'https://jejutrip.tistory.com/124',
      'https://jejutrip.tistory.com/123/comments',
      'https://otherblog.tistory.com/123',
      'http://127.0.0.1:8089/?p=43',
      'http://127.0.0.1:8090/?p=42',
      'https://myblog.kr/2025/03/제주도-맛집',
    ].map(postUrlKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(postUrlKey('https://blog.naver.com/travelcat/223456789012')).not.toBe(postUrlKey('https://jejutrip.tistory.com/123'));
  });

  it('writes Naver Blog posts in one canonical form', () => {
    expect(postUrlKey('https://m.blog.naver.com/PostView.naver?blogId=TravelCat&logNo=223456789012')).toBe('blog.naver.com/travelcat/223456789012');
  });

  it('refuses anything that is not an http(s) address', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/a', 'blog.naver.com/travelcat/1', 'data:text/html,hi', '', 'http://', 'mailto:a@b.kr']) {
      expect(postUrlKey(bad), bad).toBeNull();
    }
  });
});

describe('platformOf', () => {
  it('tells Naver Blog, Tistory, Blogger and other sites apart', () => {
    expect(platformOf('https://m.blog.naver.com/travelcat/1')).toBe('naver');
    expect(platformOf('https://jejutrip.tistory.com/m/123')).toBe('tistory');
    expect(platformOf('https://campinglog.blogspot.kr/2025/01/a.html')).toBe('blogger');
    expect(platformOf('https://myblog.kr/?p=1')).toBe('web');
  });
});

describe('keywordKey', () => {
  it('groups the same keyword however it was typed', () => {
    expect(keywordKey('  제주도   여행 코스 ')).toBe('제주도 여행 코스');
    expect(keywordKey('iPhone 15 후기')).toBe(keywordKey('iphone 15  후기'));
  });
});
