/** Waiting for a Prism process (mock or proxy) that a test suite started. */
import type { ChildProcess } from 'node:child_process';

/** Resolves once Prism says it is listening; rejects when it exits first or takes longer than timeoutMs. */
export function waitForPrism(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const stop = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Prism did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        stop();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      stop();
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}
