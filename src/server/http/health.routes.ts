import { Hono } from 'hono';

export function healthRoutes(deps: { mode: 'embedded' | 'supabase'; startedAt: Date }) {
  const app = new Hono();
  app.get('/', (c) =>
    c.json({ status: 'ok', mode: deps.mode, uptimeSeconds: Math.round((Date.now() - deps.startedAt.getTime()) / 1000) }),
  );
  return app;
}
