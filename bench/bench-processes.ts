import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a TypeScript entry point in a process of its own, stopped when this one exits; resolves once `readyUrl` answers. */
export async function startChild(args: string[], env: Record<string, string>, readyUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited before it was ready`);
    if (
      await fetch(readyUrl).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
