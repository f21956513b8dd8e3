import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * The password from standard input: on a terminal asked twice without echo; piped, the whole
 * input without its final line break (the password is otherwise used exactly as given).
 */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += String(chunk);
    return input.replace(/\r?\n$/, '');
  }
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new Error('The two passwords differ');
  return first;
}

function promptHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  // Swallows the echo of what is typed; the prompt itself was written above.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const readline = createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve) => {
    readline.question('', (answer) => {
      readline.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
