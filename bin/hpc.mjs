#!/usr/bin/env node
// The `hpc` command line: cli/main.ts run through tsx, whatever the directory it is started from (the project's
// tsconfig, not the caller's).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { run } = await import(new URL('../cli/main.ts', import.meta.url).href);

/** Standard input, read only when it is not a terminal (a token piped in): a terminal would wait for it. */
const stdin = process.stdin.isTTY
  ? undefined
  : async () => {
      const chunks = [];
      for await (const chunk of process.stdin) chunks.push(chunk);
      return Buffer.concat(chunks).toString('utf8');
    };

process.exitCode = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  stdin,
});
