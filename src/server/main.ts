// Entry point: validate configuration, open and migrate the database, serve API and web app.
import { existsSync } from 'node:fs';
import { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { ConfigError, loadEnv } from './env.ts';
import { bootSystem } from './boot.ts';
import { mountWebApp } from './static.ts';

const startedAt = performance.now();

async function main(): Promise<void> {
  const env = loadEnv();
  const system = await bootSystem({ env });
  const distDir = path.resolve('dist');
  if (existsSync(path.join(distDir, 'index.html'))) {
    mountWebApp(system.app, { distDir, publicUrl: env.PUBLIC_URL });
  } else {
    console.warn('No built web app in dist/: serving the API only (run `npm run build`).');
  }
  const server = serve({ fetch: system.app.fetch, port: env.PORT }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    const where =
      system.database.kind === 'pglite' ? `PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL';
    console.log(
      `Pennyflow listening on http://localhost:${info.port} (${where}), ready in ${ms} ms`,
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Stop whatever is using it, or start with PORT=<another port>.`
        : `Pennyflow could not listen on port ${env.PORT}: ${error.message}`,
    );
    void system.close().finally(() => process.exit(1));
  });
  // Idle keep-alive connections stay open longer than a reverse proxy's or client's own idle limit
  // (commonly 60 s): with Node's 5 s default, a request sent on a connection the server is just
  // closing fails with 'socket hang up'.
  if (server instanceof Server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  // Workers load the engine while the server starts listening; requests before then run in process.
  void system.breakdownEngine.start();
  const shutdown = () => {
    server.close();
    system
      .close()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Pennyflow failed to start:', error);
  }
  process.exit(1);
});
