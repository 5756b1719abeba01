import { Hono } from 'hono';
import { z } from 'zod';
import { generationInput } from '@contracts/generations';
import { templateInput } from '@contracts/prompts';
import type { AppEnv } from '../../lib/app-context';
import { before, valid } from '../../lib/validate';
import { readSignedIn, requireSignedIn } from '../accounts';
import { buildPostPrompt } from './prompt-builder';
import { deleteTemplate, listTemplates, presetTemplates, saveTemplate } from './prompts.service';

const previewInput = z.object({ instructions: z.string().max(2000), sample: generationInput });

// Sign-in is checked before the body, so a visitor hears "로그인이 필요합니다", not which field is wrong.
const signedIn = before(requireSignedIn);

export const promptsRoutes = new Hono<AppEnv>()
  // Presets for everyone (the write page offers them to visitors too); own templates for members.
  .get('/', async (c) => {
    const signedIn = await readSignedIn(c);
    const templates = signedIn && signedIn.user.grade !== '' ? await listTemplates(c.get('deps').db, signedIn.user.id) : [];
    return c.json({ presets: presetTemplates(), templates }, 200);
  })
  .post('/', signedIn, valid('json', templateInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await saveTemplate(c.get('deps').db, user.id, c.req.valid('json')), 201);
  })
  .put('/:id', signedIn, valid('json', templateInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await saveTemplate(c.get('deps').db, user.id, c.req.valid('json'), c.req.param('id')), 200);
  })
  .delete('/:id', async (c) => {
    const { user } = await requireSignedIn(c);
    await deleteTemplate(c.get('deps').db, user.id, c.req.param('id'));
    return c.json({ success: true }, 200);
  })
  // The final prompt a template produces for a sample input, exactly as the model would get it.
  .post('/preview', signedIn, valid('json', previewInput), async (c) => {
    await requireSignedIn(c);
    const { instructions, sample } = c.req.valid('json');
    const built = buildPostPrompt(sample, { instructions });
    return c.json({ system: built.system, prompt: built.prompt }, 200);
  });
