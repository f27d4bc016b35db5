import { AppError } from '../errors.js';

/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

export interface WorkspaceLimiterOptions {
  /** Slots one workspace may hold at once. */
  concurrent: number;
  /** Callers one workspace may have waiting for a slot; the next is refused with `fullMessage`. */
  queued: number;
  fullMessage: string;
}

/**
 * Slots per workspace, so that one tenant's burst waits in its own line and never in front of
 * another tenant's work. In this process only: each server process shares out its own capacity.
 */
export interface WorkspaceLimiter {
  /** Resolves with a slot once the workspace has one free, first come first served; refuses when its line is full. */
  acquire(workspaceUid: string): Promise<Release>;
  /** A slot at once, or undefined when the workspace holds all of its own (for work that can be put back). */
  tryAcquire(workspaceUid: string): Release | undefined;
  /** Slots held and callers waiting, across workspaces. */
  load(): { running: number; waiting: number };
}

interface Line {
  running: number;
  waiting: ((release: Release) => void)[];
}

export function createWorkspaceLimiter(options: WorkspaceLimiterOptions): WorkspaceLimiter {
  const lines = new Map<string, Line>();
  let running = 0;
  let waiting = 0;

  const lineOf = (workspaceUid: string) => {
    let line = lines.get(workspaceUid);
    if (!line) {
      line = { running: 0, waiting: [] };
      lines.set(workspaceUid, line);
    }
    return line;
  };

  // A freed slot goes straight to the workspace's next waiter, so a newcomer cannot overtake the line.
  const releaseFor = (workspaceUid: string, line: Line): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.waiting.shift();
      if (next) {
        waiting--;
        next(releaseFor(workspaceUid, line));
        return;
      }
      line.running--;
      running--;
      if (line.running === 0) lines.delete(workspaceUid);
    };
  };

  const tryAcquire = (workspaceUid: string): Release | undefined => {
    const line = lineOf(workspaceUid);
    if (line.running >= options.concurrent) return undefined;
    line.running++;
    running++;
    return releaseFor(workspaceUid, line);
  };

  return {
    tryAcquire,
    async acquire(workspaceUid) {
      const release = tryAcquire(workspaceUid);
      if (release) return release;
      const line = lineOf(workspaceUid);
      if (line.waiting.length >= options.queued) throw new AppError('RATE_LIMITED', options.fullMessage);
      waiting++;
      return new Promise<Release>((resolve) => line.waiting.push(resolve));
    },
    load: () => ({ running, waiting }),
  };
}
