import { describe, expect, it } from 'vitest';
import type { ClusterConf } from '@/api/generated/model/clusterConf';
import { applyTemplate, parseClusterTemplates } from './cluster-templates';
import { CONF } from './create-test-harness';

const conf = CONF.ehpc as unknown as ClusterConf;
const wrf = { name: 'wrf', deploy_mode: 1, scheduler_type: 'slurm', compute: { instance_class: 101, cpu: 56, memory: 229376, count: 4 } };

describe('parsing cluster templates', () => {
  it('keeps a VM template available for a VM version and disables it for a -BM version, whose compute nodes are bare metal', () => {
    const [vm] = parseClusterTemplates('ehpc', [{ templates: [wrf] }], { conf, skus: [], bareMetal: false });
    expect(vm.unavailable).toBeUndefined();
    const [bm] = parseClusterTemplates('ehpc', [{ templates: [wrf] }], { conf, skus: [], bareMetal: true });
    expect(bm.unavailable?.message).toBe('Its node specification is not on sale in this zone');
  });

  it('disables a template whose scheduler, deploy mode or count the flow does not offer, and ignores content of the wrong shape', () => {
    const contents = [
      {
        templates: [
          { ...wrf, scheduler_type: 'lsf' },
          { ...wrf, deploy_mode: 3 },
          { ...wrf, compute: { ...wrf.compute, count: 500 } },
        ],
      },
      { templates: 'none' },
      null,
      {
        templates: [
          { ...wrf, name: '' },
          { ...wrf, compute: { ...wrf.compute, memory: -1 } },
        ],
      },
    ];
    const reasons = parseClusterTemplates('ehpc', contents, { conf, skus: [], bareMetal: false }).map(
      (template) => template.unavailable?.message,
    );
    expect(reasons).toEqual([
      'Its scheduler is not offered',
      'Its deploy mode is not offered',
      'Its node count is outside the allowed range',
    ]);
  });

  it('sets the fields the template states and keeps the others', () => {
    const [template] = parseClusterTemplates('ehpc', [{ templates: [wrf] }], { conf, skus: [], bareMetal: false });
    const login = { instance_class: 101, cpu: 2, memory: 4096, gpu: 0, count: 1 };
    expect(applyTemplate('ehpc', { cluster_name: 'mine', deploy_mode: 2, node_config: { login } }, template)).toEqual({
      cluster_name: 'mine',
      deploy_mode: 1,
      scheduler_type: 'slurm',
      node_config: { login, compute: { instance_class: 101, cpu: 56, memory: 229376, gpu: 0, count: 4 } },
    });
  });
});
