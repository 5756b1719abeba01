import type { Tone } from '@contracts/generations';
import { type Josa, withJosa } from '@contracts/korean';
import { at, hashString } from './random';

// Turns a phrase-bank template into a sentence in the post's tone. The syntax every bank uses:
//   {kw} {sub} {ref} …   a value (keyword, sub-keyword, item name …)
//   {kw은} {kw을} …      the value followed by the particle that fits its last syllable (은/는, 을/를 …)
//   [있다] [좋다] …      a sentence ending from ENDINGS, written in the post's tone
//   [해요/합니다/한다]   an inline ending: 해요체 / 합니다체 / 반말
// Endings are resolved before values are filled in, so user text is never parsed as a template.

const SLOT_JOSA: Record<string, Josa> = {
  은: '은/는',
  이: '이/가',
  을: '을/를',
  과: '과/와',
  으로: '으로/로',
  이란: '이란/란',
  이라: '이라/라',
  이나: '이나/나',
};

export type Vars = Readonly<Record<string, string>>;
type Tri = readonly [string, string, string];

const TONE_INDEX: Record<Tone, 0 | 1 | 2> = { haeyo: 0, hamnida: 1, banmal: 2 };
const ENDINGS: Record<string, Tri> = {
  있다: ['있어요', '있습니다', '있다'],
  없다: ['없어요', '없습니다', '없다'],
  한다: ['해요', '합니다', '한다'],
  하다: ['해요', '합니다', '하다'],
  된다: ['돼요', '됩니다', '된다'],
  좋다: ['좋아요', '좋습니다', '좋다'],
  이다: ['이에요', '입니다', '이다'],
  다: ['예요', '입니다', '다'],
  않다: ['않아요', '않습니다', '않다'],
  같다: ['같아요', '같습니다', '같다'],
  많다: ['많아요', '많습니다', '많다'],
  쉽다: ['쉬워요', '쉽습니다', '쉽다'],
  보세요: ['보세요|보는 것도 좋아요', '보시길 권합니다|보시기 바랍니다|보는 것이 좋습니다', '보자|보는 것이 좋다'],
  볼게요: ['볼게요', '보겠습니다', '보겠다'],
  정리했다: ['정리했어요', '정리했습니다', '정리했다'],
  거다: ['거예요', '겁니다', '거다'],
  것이다: ['거예요', '것입니다', '것이다'],
  줄어든다: ['줄어들어요', '줄어듭니다', '줄어든다'],
  쉬워진다: ['쉬워져요', '쉬워집니다', '쉬워진다'],
  느껴진다: ['느껴져요', '느껴집니다', '느껴진다'],
  좋았다: ['좋았어요', '좋았습니다', '좋았다'],
  있었다: ['있었어요', '있었습니다', '있었다'],
};

const ENDING_SLOT = /\[([^\]]+)\]/g;
const VALUE_SLOT = /\{([a-zA-Z]+)(으로|이란|이라|이나|은|이|을|과)?\}/g;

function conjugate(template: string, tone: Tone): string {
  return template.replace(ENDING_SLOT, (_match, body: string) => {
    const parts = body.split('/');
    const forms = parts.length === 3 ? parts : ENDINGS[body];
    const form = forms?.[TONE_INDEX[tone]];
    if (form === undefined) throw new Error(`offline-writer: unknown ending [${body}]`);
    // Some endings have several wordings (a|b); each template keeps its own, so the post varies.
    return at(form.split('|'), hashString(template));
  });
}

export function fillValues(template: string, vars: Vars): string {
  return template.replace(VALUE_SLOT, (_match, name: string, particle: string | undefined) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`offline-writer: no value for {${name}}`);
    const josa = particle ? SLOT_JOSA[particle] : undefined;
    return josa ? withJosa(value, josa) : value;
  });
}

export function render(template: string, tone: Tone, vars: Vars): string {
  return fillValues(conjugate(template, tone), vars);
}
