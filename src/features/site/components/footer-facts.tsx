import { factLabels } from '../messages';
import { presentFacts, readSiteFactsBlock } from '../site-facts-block';

// Read once: the block is part of the page the server sent, and the footer is on the first paint (no query client there).
const facts = readSiteFactsBlock();

/** The business facts in one small line for every page's footer; nothing for those not set. */
export function FooterFacts() {
  const shown = facts ? presentFacts(facts.company) : [];
  if (shown.length === 0) return null;
  return (
    <p className="w-full text-xs leading-relaxed text-slate-500">
      {shown.map(([fact, value], i) => (
        <span key={fact}>
          {i > 0 ? <span aria-hidden> · </span> : null}
          {factLabels[fact]} {value}
        </span>
      ))}
    </p>
  );
}
