// Resident memory of the soak's processes, from /proc (Linux), without asking the processes.
import { readFile } from 'node:fs/promises';

/** A process's resident set size in KiB (VmRSS of /proc/<pid>/status), or undefined if gone. */
export async function residentKilobytes(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * RSS of every named process, in MiB.
 * @param {Array<{ name: string, pid: number }>} processes
 * @returns {Promise<Record<string, number | undefined>>}
 */
export async function residentMemory(processes) {
  const entries = await Promise.all(
    processes.map(async ({ name, pid }) => {
      const kilobytes = await residentKilobytes(pid);
      return [name, kilobytes === undefined ? undefined : Math.round(kilobytes / 102.4) / 10];
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The median of `samples` RSS readings `intervalMs` apart, per process: one reading may catch a
 * process just before or after a garbage collection (the gateway swings by some 40 MiB).
 * @param {Array<{ name: string, pid: number }>} processes
 */
export async function medianResidentMemory(processes, samples = 5, intervalMs = 2000) {
  const readings = [];
  for (let sample = 0; sample < samples; sample += 1) {
    if (sample > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    readings.push(await residentMemory(processes));
  }
  return Object.fromEntries(
    processes.map(({ name }) => {
      const values = readings
        .map((reading) => reading[name])
        .filter((value) => value !== undefined)
        .sort((a, b) => a - b);
      return [name, values.length === 0 ? undefined : values[Math.floor(values.length / 2)]];
    }),
  );
}

/** The largest change in % any process may show for memory to count as flat. */
export const FLAT_WITHIN_PERCENT = 10;

/**
 * Start and end RSS per process with the change in %, and whether all stayed within
 * FLAT_WITHIN_PERCENT.
 * @param {Record<string, number | undefined>} start
 * @param {Record<string, number | undefined>} end
 */
export function compareMemory(start, end) {
  const rows = Object.keys(start).map((name) => {
    const before = start[name];
    const after = end[name];
    const changePercent =
      before === undefined || after === undefined
        ? undefined
        : Math.round(((after - before) / before) * 1000) / 10;
    return { name, startMiB: before, endMiB: after, changePercent };
  });
  const flat = rows.every(
    (row) => row.changePercent !== undefined && Math.abs(row.changePercent) <= FLAT_WITHIN_PERCENT,
  );
  return { rows, flat };
}
