/**
 * The run's order of files (vitest.config.ts, sequence.sequencer): Vitest's own (BaseSequencer) except in the second
 * group, where the e2e and slurm projects share two workers and e2e files run one at a time (lib/one-file.ts). There the
 * largest e2e file comes first, then the Slurm files, then the other e2e files: one worker runs that e2e file while the
 * other runs the Slurm files one after the other (together shorter than it), and the e2e files then follow one another
 * on both workers. Vitest's order would put every e2e file before the Slurm ones (projects by name), so the Slurm
 * files would run after the e2e files as before, or two of them at once at the start.
 */
import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export default class SuiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const of = (name: string) => sorted.filter((spec) => spec.project.name === name);
    const e2e = of('e2e');
    const slurm = of('slurm');
    if (!e2e.length || !slurm.length) return sorted;
    const size = (spec: TestSpecification) => statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 0;
    const largest = e2e.reduce((a, b) => (size(b) > size(a) ? b : a));
    const rest = sorted.filter((spec) => spec.project.name !== 'e2e' && spec.project.name !== 'slurm');
    return [...rest, largest, ...slurm, ...e2e.filter((spec) => spec !== largest)];
  }
}
