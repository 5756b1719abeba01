const H2 = /^##\s+(.+?)\s*#*\s*$/;

/** The H2 headings of a Markdown post, in order, as the server matches them. */
export const headingsOf = (markdown: string) =>
  markdown.split('\n').flatMap((line) => {
    const m = H2.exec(line);
    return m?.[1] ? [m[1].trim()] : [];
  });
