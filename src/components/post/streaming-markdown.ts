/**
 * The part of a post still being streamed that renders as it will once more arrives. A chunk can end just
 * after a heading's marks ('…\n\n##'): rendered as it is, that is an empty heading for a moment, a second
 * title on the page and in the accessibility tree. The marks wait for the heading's words.
 */
export function streamedSoFar(markdown: string): string {
  return markdown.replace(/(^|\n)[ \t]{0,3}#{1,6}[ \t]*$/, '$1');
}
