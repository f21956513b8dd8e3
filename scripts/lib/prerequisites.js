// What `npm test` needs besides npm's packages, checked before its first step so a missing piece
// stops the run at once with the command that fixes it, instead of minutes later in the step that
// calls it: PostgreSQL, Redis and NATS answering, and the programs of the test kit's list.
//
// `node scripts/lib/prerequisites.js --debian-packages` prints the Debian packages of the missing
// programs, one per line, for `.ci/run` to install.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMissingPrograms, missingPrograms } from '@shop/test-kit/harness';
import { checkInfrastructure, describeProblems } from './infrastructure.js';

/**
 * One message naming every unreachable store and every missing program with how to start or
 * install it, or null when all is there.
 */
export async function describeMissingPrerequisites() {
  const stores = describeProblems(await checkInfrastructure());
  const programs = describeMissingPrograms(missingPrograms());
  const problems = [stores, programs].filter(Boolean);
  return problems.length === 0 ? null : problems.join('\n\n');
}

const runAsCommand =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (runAsCommand) {
  if (process.argv[2] !== '--debian-packages') {
    console.error('usage: node scripts/lib/prerequisites.js --debian-packages');
    process.exit(2);
  }
  for (const program of missingPrograms()) console.log(program.debianPackage);
}
