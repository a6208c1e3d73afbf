// Test helper: a private Debian `redis-server` on a free local port, keeping nothing on disk, that a
// test can stop and start again on the same port to play an outage.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (an outage); `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function acceptsConnections(port: number): Promise<boolean> {
  const socket = new Socket();
  try {
    socket.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = server;
    const failed = once(server, 'error').then(([error]) => {
      throw new Error(`redis-server could not start (apt-get install redis-server): ${error}`);
    });
    const deadline = Date.now() + 10_000;
    while (!(await Promise.race([acceptsConnections(port), failed]))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(): Promise<void> {
    const server = child;
    child = undefined;
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
