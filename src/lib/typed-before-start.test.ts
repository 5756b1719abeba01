import { describe, expect, it } from 'vitest';
import { keepTypedValues, takeTypedValue } from './typed-before-start';

/** The server's markup of a form, then what a visitor did in it before the app's code ran. */
function served() {
  const root = document.createElement('div');
  root.innerHTML = `
    <input name="keyword" value="">
    <input name="untouched" value="as sent">
    <textarea name="notes"></textarea>
    <input type="radio" name="tone" value="haeyo" checked>
    <input type="radio" name="tone" value="banmal">
    <input type="radio" name="length" value="medium" checked>
    <input type="checkbox" name="options.faq" checked>`;
  return root;
}

describe('keepTypedValues / takeTypedValue', () => {
  it('keeps what was typed and picked, not what the server sent, and gives each value once', () => {
    const root = served();
    root.querySelector<HTMLInputElement>('[name=keyword]')!.value = '제주 여행';
    root.querySelector<HTMLTextAreaElement>('[name=notes]')!.value = '20대 관점';
    root.querySelector<HTMLInputElement>('[value=banmal]')!.checked = true;
    keepTypedValues(root);
    expect(takeTypedValue('keyword')).toBe('제주 여행');
    expect(takeTypedValue('notes')).toBe('20대 관점');
    expect(takeTypedValue('tone')).toBe('banmal');
    expect(takeTypedValue('untouched')).toBeUndefined();
    expect(takeTypedValue('length')).toBeUndefined();
    expect(takeTypedValue('options.faq')).toBeUndefined();
    expect(takeTypedValue('keyword')).toBeUndefined();
  });

  it('keeps nothing from a page nobody touched', () => {
    keepTypedValues(served());
    expect(takeTypedValue('keyword')).toBeUndefined();
    expect(takeTypedValue('tone')).toBeUndefined();
  });
});
