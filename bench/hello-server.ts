import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The baseline: a bare Hono "hello" on the same adapter our server uses.
const app = new Hono().get('/', (c) => c.text('hello'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
