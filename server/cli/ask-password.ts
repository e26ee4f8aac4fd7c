import readline from 'node:readline';

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** Reads one secret line from a terminal in raw mode, echoing nothing (not even asterisks). */
function fromTerminal(prompt: string, input: Input, output: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    output.write(prompt);
    input.setRawMode?.(true);
    input.resume();
    const done = (err?: Error) => {
      input.setRawMode?.(false);
      input.pause();
      input.removeListener('data', onData);
      output.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003' || (ch === '\u0004' && !typed)) return done(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The password for an operator's command: asked on the terminal without echo (twice, so a typo
 * does not lock the operator out), or read as the first line of a pipe for scripted setups. Never
 * an argument: command lines end up in shell histories and in `ps` for every local user.
 */
export async function askPassword(
  input: Input = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  if (input.isTTY) {
    const first = await fromTerminal('Password: ', input, output);
    const again = await fromTerminal('Password again: ', input, output);
    if (first !== again) throw new Error('the two passwords differ');
    return first;
  }
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) return line;
    throw new Error('no password on standard input');
  } finally {
    lines.close();
  }
}
