import { Hono } from 'hono';
import { z } from 'zod';
import { generationInput } from '@contracts/generation';
import { templateInput } from '@contracts/prompts';
import type { AppEnv } from '../../lib/app-context';
import { valid } from '../../lib/validate';
import { readSignedIn, requireSignedIn } from '../../lib/viewer';
import { buildPostPrompt } from '../../lib/prompt-builder';
import { deleteTemplate, listTemplates, presetTemplates, saveTemplate } from './prompts.service';

const previewInput = z.object({ instructions: z.string().max(2000), sample: generationInput });

export const promptsRoutes = new Hono<AppEnv>()
  // Presets for everyone (the write page offers them to visitors too); own templates for members.
  .get('/', async (c) => {
    const signedIn = await readSignedIn(c);
    const templates = signedIn && signedIn.user.grade !== '' ? await listTemplates(c.get('deps').db, signedIn.user.id) : [];
    return c.json({ presets: presetTemplates(), templates }, 200);
  })
  .post('/', valid('json', templateInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await saveTemplate(c.get('deps').db, user.id, c.req.valid('json')), 201);
  })
  .put('/:id', valid('json', templateInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await saveTemplate(c.get('deps').db, user.id, c.req.valid('json'), c.req.param('id')), 200);
  })
  .delete('/:id', async (c) => {
    const { user } = await requireSignedIn(c);
    await deleteTemplate(c.get('deps').db, user.id, c.req.param('id'));
    return c.json({ success: true }, 200);
  })
  // The final prompt a template produces for a sample input, exactly as the model would get it.
  .post('/preview', valid('json', previewInput), async (c) => {
    await requireSignedIn(c);
    const { instructions, sample } = c.req.valid('json');
    const built = buildPostPrompt(sample, { instructions });
    return c.json({ system: built.system, prompt: built.prompt }, 200);
  });
