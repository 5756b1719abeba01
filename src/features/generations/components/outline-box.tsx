import { ListTree } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { OutlineHeading } from '@contracts/generations';
import { Button } from '@/components/ui/button';
import { messages } from '../messages';
import type { WriteErrors } from '../write-validation';

// The editor loads with the first outline asked for: most posts are written without one.
const loadOutlineEditor = () => import('./outline-editor');
const OutlineEditor = lazy(() => loadOutlineEditor().then((m) => ({ default: m.OutlineEditor })));

type Props = {
  outline: OutlineHeading[];
  /** Changes when a new outline arrives, so the editor starts from it. */
  version: number;
  asking: boolean;
  disabled: boolean;
  error: string | null;
  errors: WriteErrors;
  onAsk: () => void;
  onChange: (next: OutlineHeading[]) => void;
};

/** '목차 먼저 만들기': asks for the outline the post would follow, then lets the member edit it before writing. */
export function OutlineBox({ outline, version, asking, disabled, error, errors, onAsk, onChange }: Props) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{messages.outlineFirst}</p>
        <Button size="sm" variant="secondary" onClick={onAsk} onPointerEnter={() => void loadOutlineEditor()} disabled={asking || disabled}>
          <ListTree className="size-4" aria-hidden />
          {asking ? messages.makingOutline : messages.makeOutline}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {outline.length ? (
        <Suspense fallback={null}>
          <OutlineEditor key={version} outline={outline} onChange={onChange} errors={errors} onDiscard={() => onChange([])} />
        </Suspense>
      ) : null}
    </div>
  );
}
