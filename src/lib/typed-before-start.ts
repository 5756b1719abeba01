/**
 * What a visitor typed or picked in a page the server sent already drawn (`/`'s form) before the app's code
 * had loaded, as a slow phone allows. Hydration sets every field back to the app's state, so main.tsx reads
 * the fields first (keepTypedValues) and the form takes them back once it runs (takeTypedValue).
 */
let kept: Record<string, string> = {};

/** Reads the fields of `root` that differ from the markup the server sent: text typed, a radio picked. */
export function keepTypedValues(root: ParentNode) {
  const found: Record<string, string> = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (field.type === 'radio' && field.checked && !field.defaultChecked) found[field.name] = field.value;
    } else if (field.value !== field.defaultValue) {
      found[field.name] = field.value;
    }
  }
  kept = found;
}

/** The value kept for the field `name`, given once: a form opened later starts as it would. */
export function takeTypedValue(name: string): string | undefined {
  const value = kept[name];
  delete kept[name];
  return value;
}
