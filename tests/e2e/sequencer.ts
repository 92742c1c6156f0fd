/**
 * The run's order of files (vitest.config.ts, sequence.sequencer): Vitest's own (BaseSequencer) except in the second
 * group, where the e2e, slurm and cloud projects share two workers and e2e files run one at a time (lib/one-file.ts).
 * Vitest hands the group's files to whichever worker is free, in this order; an e2e file waits for the slot on its
 * worker. There the e2e files come largest first with one Slurm or cloud file ("beside" files) after each: the worker
 * that ends an e2e file takes the next e2e file, or, when the other worker already took it (and waits for the slot
 * there), the next beside file. So the e2e files follow one another without a gap while the beside files run one after
 * the other on the other worker. A beside file longer than the e2e files run meanwhile holds both workers at once
 * until one ends: the largest beside files come first, beside the largest e2e files (the cloud files also run one at
 * a time: server/testing/cloud-setup-file.ts). Vitest's order would put every e2e file before the others (projects by
 * name), so the Slurm and cloud files would run after the e2e files, or two of them at once at the start. Replayed
 * with a run's file times, this order keeps the group as long as the e2e files one after the other
 * (docs/benchmarks.md, "Test suite time").
 *
 * An e2e file that runs a local cloud of its own (its gateway's uplink: an address on this machine comes and goes,
 * which makes a Chromium loading a page abort it, ADR 0047) comes last, when every beside file has long been handed
 * out: some Slurm files drive Chromium too. The beside files that do (useBrowser) come first among them.
 */
import { readFileSync, statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const BESIDE = ['slurm', 'cloud'];

export default class SuiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2e = sorted.filter((spec) => spec.project.name === 'e2e');
    const beside = sorted.filter((spec) => BESIDE.includes(spec.project.name));
    if (!e2e.length || !beside.length) return sorted;
    const size = (spec: TestSpecification) => statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 0;
    const source = (spec: TestSpecification) => {
      try {
        return readFileSync(spec.moduleId, 'utf8');
      } catch {
        return '';
      }
    };
    const largestFirst = (a: TestSpecification, b: TestSpecification) => size(b) - size(a);
    const ownCloud = (spec: TestSpecification) => /\blocalCloudAvailable\(/.test(source(spec));
    const browser = (spec: TestSpecification) => /\buseBrowser\(/.test(source(spec));

    const e2eOrder = [...e2e.filter((s) => !ownCloud(s)).sort(largestFirst), ...e2e.filter(ownCloud).sort(largestFirst)];
    const besideOrder = [...beside.filter(browser).sort(largestFirst), ...beside.filter((s) => !browser(s)).sort(largestFirst)];
    const group: TestSpecification[] = [];
    e2eOrder.forEach((spec, i) => {
      group.push(spec);
      if (i < besideOrder.length) group.push(besideOrder[i]!);
    });
    // More beside files than e2e files: the rest at the end.
    group.push(...besideOrder.slice(e2eOrder.length));
    const rest = sorted.filter((spec) => spec.project.name !== 'e2e' && !BESIDE.includes(spec.project.name));
    return [...rest, ...group];
  }
}
