import { describe, expect, it } from 'vitest';
import { particleFor, withJosa } from './korean';

describe('withJosa', () => {
  it('picks the particle by the last syllable’s final consonant', () => {
    expect(withJosa('강아지 산책', '은/는')).toBe('강아지 산책은');
    expect(withJosa('노트북', '은/는')).toBe('노트북은');
    expect(withJosa('커피', '은/는')).toBe('커피는');
    expect(withJosa('맛집', '을/를')).toBe('맛집을');
    expect(withJosa('카페', '을/를')).toBe('카페를');
    expect(withJosa('제주도', '이/가')).toBe('제주도가');
    expect(withJosa('강아지', '과/와')).toBe('강아지와');
    expect(withJosa('노트북', '과/와')).toBe('노트북과');
    expect(withJosa('노트북', '이란/란')).toBe('노트북이란');
  });

  it('uses 로 after a vowel or ㄹ and 으로 after any other final consonant', () => {
    expect(withJosa('제주도', '으로/로')).toBe('제주도로');
    expect(withJosa('서울', '으로/로')).toBe('서울로');
    expect(withJosa('부산', '으로/로')).toBe('부산으로');
  });

  it('reads digits and Latin letters the way Koreans say them', () => {
    expect(withJosa('아이폰 15', '은/는')).toBe('아이폰 15는');
    expect(withJosa('갤럭시 S25', '을/를')).toBe('갤럭시 S25를');
    expect(withJosa('아이폰 16', '이/가')).toBe('아이폰 16이');
    expect(withJosa('BMW', '은/는')).toBe('BMW는');
    expect(withJosa('LG', '을/를')).toBe('LG를');
    expect(withJosa('Excel', '으로/로')).toBe('Excel로');
    expect(withJosa('Notion', '을/를')).toBe('Notion을');
    expect(withJosa('YouTube', '이/가')).toBe('YouTube가');
  });
});

describe('particleFor', () => {
  it('reads past closing quotes and brackets, as a quoted title or keyword in a message', () => {
    expect(withJosa('"노트북"', '을/를')).toBe('"노트북"을');
    expect(withJosa('"제주 카페"', '을/를')).toBe('"제주 카페"를');
    expect(withJosa("'서울'", '으로/로')).toBe("'서울'로");
    expect(withJosa('(갤럭시 S25)', '이/가')).toBe('(갤럭시 S25)가');
  });

  it('gives the particle alone, for text that puts the word in another element', () => {
    expect(particleFor('kim@example.com', '으로/로')).toBe('으로');
    expect(particleFor('kim@example.kr', '으로/로')).toBe('로');
    expect(particleFor('국민은행 123-45-6780', '으로/로')).toBe('으로');
    expect(particleFor('국민은행 123-45-6781', '으로/로')).toBe('로');
  });
});
