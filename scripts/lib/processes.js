// Child-process helpers for the repo scripts: run a command to completion with its output shown
// as is, and label a long-running process's lines (the test kit's harness starts those).
import { spawn } from 'node:child_process';
import { repoRoot } from './config.js';

const running = new Set();

/**
 * Runs a command in the repository root with inherited stdio.
 * @returns {Promise<{code: number, signal: string | null}>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      console.error(`Could not run ${command}: ${error.message}`);
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? 1, signal });
    });
  });
}

/** Sends a signal to every command started with run() that is still going. */
export function signalRunning(signal) {
  for (const child of running) child.kill(signal);
}

const useColor = process.stdout.isTTY && !('NO_COLOR' in process.env);
const palette = [36, 35, 33, 32, 34];

/** `[name] ` in a stable colour per index when writing to a terminal. */
export function prefixFor(name, index, width) {
  const label = `[${name}]`.padEnd(width + 2);
  return useColor ? `\u001b[${palette[index % palette.length]}m${label}\u001b[0m ` : `${label} `;
}

/** Human-readable duration: `850 ms`, `12.3 s`, `2 min 05 s`. */
export function formatDuration(milliseconds) {
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}
