/** A report mail shown as it arrives in an inbox: its own document, sandboxed (no scripts, no same origin). */
export function ReportFrame({ title, html }: { title: string; html: string }) {
  return <iframe title={title} srcDoc={html} sandbox="allow-popups allow-popups-to-escape-sandbox" className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white" />;
}
