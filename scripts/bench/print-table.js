// How the benchmark prints its figures: aligned tables, sizes, and the machine's load beside
// the timings that depend on it.
import { cpus, loadavg } from 'node:os';

/** Timings and throughput depend on what else runs here: the parts that measure them say it. */
export const machineLoad = () =>
  `${cpus().length} CPUs, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')}`;

export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints `rows` under `title`, each column as wide as its widest cell; a missing cell is `-`. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '-').length)),
  );
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, column) => String(cell ?? '-').padEnd(widths[column])).join('  ')}`,
    );
  }
}
