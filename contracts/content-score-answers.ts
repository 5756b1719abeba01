import { charCount, keyTerms, letters, type ParsedPost, squash, termsIn } from './content-score-text';

// When a ticked question counts as answered in a post (the content score's 'questions' item).

/** A heading or FAQ question counts as answered only with this many written characters (no spaces) under it. */
export const ANSWER_MIN_CHARS = 20;

/**
 * Where a question can be answered: a heading (## to ######) with the text under it, where the heading
 * alone must name the question; or an entry of the FAQ section (a sub-heading or a "Q." line there,
 * with its answer), where the question's key terms may sit in the question line or its answer.
 */
export type AnswerEntry = { question: string; answer: string; faq: boolean };

const FAQ_HEADING = /faq|q\s*&\s*a|자주\s*묻는|묻고\s*답|질문/i;
const Q_LINE = /^(?:q|질문)\s*\d*\s*[.:)]\s*/i;
const A_SPLIT = /\s(?:a|답변?)\s*[.:)]\s*/i;

export function answerEntries(post: ParsedPost): AnswerEntry[] {
  const entries: AnswerEntry[] = [];
  let faqLevel = 0;
  for (const section of post.sections) {
    if (faqLevel && section.level <= faqLevel) faqLevel = 0;
    if (section.level >= 2) entries.push({ question: section.heading, answer: section.text, faq: faqLevel > 0 });
    if (!faqLevel && section.level >= 1 && FAQ_HEADING.test(section.heading)) faqLevel = section.level;
    if (!faqLevel) continue;
    let open: AnswerEntry | null = null;
    for (const paragraph of section.paragraphs) {
      if (Q_LINE.test(paragraph)) {
        const [question = '', ...answer] = paragraph.replace(Q_LINE, '').split(A_SPLIT);
        open = { question, answer: answer.join(' '), faq: true };
        entries.push(open);
      } else if (open) {
        open.answer = `${open.answer} ${paragraph.replace(/^(?:a|답변?)\s*[.:)]\s*/i, '')}`;
      }
    }
  }
  return entries;
}

export function isAnswered(question: string, entries: readonly AnswerEntry[]): boolean {
  const terms = keyTerms(question);
  const whole = letters(question.replace(Q_LINE, ''));
  const need = Math.ceil((terms.length * 2) / 3);
  return entries.some((e) => {
    if (charCount(e.answer) < ANSWER_MIN_CHARS) return false;
    const heading = squash(e.question);
    if (whole && letters(e.question).includes(whole)) return true;
    if (!terms.length) return false;
    if (termsIn(terms, heading) >= need) return true;
    return e.faq && termsIn(terms, squash(`${e.question} ${e.answer}`)) >= need;
  });
}
