import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a server the e2e tests own (a second `npm start` server, nginx, a copy of the site) and
 * resolves once `readyUrl` answers 2xx. Fails at once, naming the command, when the process exits
 * first (most often a port already taken), and after ~10 s of silence otherwise.
 */
export async function startServerProcess(command: string, args: string[], readyUrl: string): Promise<ChildProcess> {
  const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let exitCode: number | null | undefined;
  server.once('exit', (code) => {
    exitCode = code;
  });
  const name = [command === process.execPath ? 'node' : command, ...args].join(' ');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (exitCode !== undefined) throw new Error(`${name} exited with ${exitCode} before answering ${readyUrl}\n${stderr}`);
    try {
      if ((await fetch(readyUrl)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`${name} did not answer ${readyUrl} within 10 s\n${stderr}`);
}

/** Stops a server started by `startServerProcess` and resolves once it has exited, so its port is free. */
export function stopServerProcess(server: ChildProcess | null): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill();
  });
}
