/**
 * Checks the contract, or one domain of it: Redocly lint (recommended rules), the bundle, the conventions
 * of docs/contract-conventions.md, and every example against its schema with Ajv 2020-12.
 *
 *   npx tsx scripts/contract-check.ts            # the whole contract
 *   npx tsx scripts/contract-check.ts jobs       # only the paths of openapi/paths/jobs.yaml
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { checkExamples, checkOperation, createExampleValidator, listOperations, loadBundle } from '../tests/contract/lib/contract-doc';

const domain = process.argv[2];
const root = 'openapi/openapi.yaml';
let target = root;
if (domain) {
  // A root with only this domain's paths, beside the real one so relative $refs still resolve.
  const lines = readFileSync(root, 'utf8').split('\n');
  const kept: string[] = [];
  let inPaths = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === 'paths:') inPaths = true;
    else if (line === 'components:') inPaths = false;
    else if (inPaths && /^ {2}\S/.test(line)) {
      if (!lines[i + 1].includes(`paths/${domain}.yaml#`)) {
        i++;
        continue;
      }
    }
    kept.push(line);
  }
  target = `openapi/.check-${domain}.yaml`;
  writeFileSync(target, kept.join('\n'));
}
const bundle = `build/contract-check${domain ? `-${domain}` : ''}.json`;
mkdirSync('build', { recursive: true });
let failed = false;
try {
  execFileSync('npx', ['redocly', 'lint', target, '--format=stylish'], { stdio: 'inherit' });
} catch {
  failed = true;
}
try {
  execFileSync('npx', ['redocly', 'bundle', target, '-o', bundle, '--ext', 'json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const doc = loadBundle(bundle);
  const validate = createExampleValidator(doc);
  const ops = listOperations(doc);
  const problems = ops.flatMap((o) => [...checkOperation(doc, o), ...checkExamples(doc, o, validate)]);
  for (const p of problems) console.error(`✗ ${p}`);
  console.log(`${ops.length} operations checked, ${problems.length} problems`);
  if (problems.length) failed = true;
} catch (error) {
  console.error(`✗ ${(error as Error).message.split('\n')[0]}`);
  failed = true;
} finally {
  if (domain) rmSync(target, { force: true });
}
process.exit(failed ? 1 : 0);
