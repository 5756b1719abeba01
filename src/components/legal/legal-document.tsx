export type LegalSection = { heading: string; paragraphs?: string[]; items?: string[] };
export type LegalDoc = {
  title: string;
  /** ISO dates; shown as 작성일 / 시행일. */
  writtenOn: string;
  effectiveOn: string;
  intro: string;
  sections: LegalSection[];
};

const koreanDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
};

/** Renders a terms or privacy document; used by the /terms and /privacy pages and by their modals. */
export function LegalDocument({ doc, headingLevel = 1 }: { doc: LegalDoc; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="text-sm leading-7 text-slate-700">
      <Title className={headingLevel === 1 ? 'text-2xl font-bold text-slate-900' : 'sr-only'}>{doc.title}</Title>
      <p className="mt-2 text-xs text-slate-500">
        작성일 {koreanDate(doc.writtenOn)} · 시행일 {koreanDate(doc.effectiveOn)}
      </p>
      <p className="mt-4">{doc.intro}</p>
      {doc.sections.map((s) => (
        <section key={s.heading} className="mt-6">
          <Section className="text-base font-semibold text-slate-900">{s.heading}</Section>
          {s.paragraphs?.map((p) => (
            <p key={p} className="mt-2">
              {p}
            </p>
          ))}
          {s.items ? (
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </article>
  );
}
