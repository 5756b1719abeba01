import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { announceToIndexNow } from '../integrations/indexnow/indexnow.adapter';
import type { AppEnv } from './app-context';
import { before, valid } from './validate';

type Saved<Item> = { saved: Item; before: Item | null };

/**
 * The admin console's list, create, update and delete of one kind of public page's item (an article, a
 * product), behind `guard`; every change tells IndexNow the public addresses it changed, those of the
 * item as it was and as it is (`changedPaths`).
 */
export function adminCrudRoutes<ListKey extends string, Item, Input extends z.ZodType>(spec: {
  guard: Parameters<typeof before>[0];
  /** The list's key in `GET /`'s reply: `{ articles: […] }`. */
  listKey: ListKey;
  input: Input;
  list(db: Db): Promise<Item[]>;
  save(db: Db, input: z.output<Input>, id?: string): Promise<Saved<Item>>;
  remove(db: Db, id: string): Promise<Item | null>;
  changedPaths(...versions: (NoInfer<Item> | null)[]): string[];
}) {
  const announce = (deps: AppEnv['Variables']['deps'], versions: (Item | null)[]) => void announceToIndexNow(deps.env, deps.logger, spec.changedPaths(...versions));
  return new Hono<AppEnv>()
    .use('*', before(spec.guard))
    .get('/', async (c) => c.json({ [spec.listKey]: await spec.list(c.get('deps').db) } as { [K in ListKey]: Item[] }, 200))
    .post('/', valid('json', spec.input), async (c) => {
      const { saved } = await spec.save(c.get('deps').db, c.req.valid('json'));
      announce(c.get('deps'), [saved]);
      return c.json(saved, 201);
    })
    .put('/:id', valid('json', spec.input), async (c) => {
      const { saved, before: was } = await spec.save(c.get('deps').db, c.req.valid('json'), c.req.param('id'));
      announce(c.get('deps'), [was, saved]);
      return c.json(saved, 200);
    })
    .delete('/:id', async (c) => {
      announce(c.get('deps'), [await spec.remove(c.get('deps').db, c.req.param('id'))]);
      return c.json({ success: true as const }, 200);
    });
}
