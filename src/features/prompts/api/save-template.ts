import type { TemplateInput } from '@contracts/prompts';
import { mutationHook } from '@/lib/mutation';
import { createTemplate } from './create-template';
import { updateTemplate } from './update-template';

/** Saves the editor's template: a new one without an id, a change of the member's own with one. */
export const saveTemplate = ({ id, input }: { id: string | null; input: TemplateInput }) => (id ? updateTemplate(id, input) : createTemplate(input));

export const useSaveTemplate = mutationHook(saveTemplate);
