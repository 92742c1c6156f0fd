/** Words of the network screens: network kinds (spec section 3), EIP billing and association modes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EipAssociateMode } from '@/api/generated/model/eipAssociateMode';
import type { Vxnet } from '@/api/generated/model/vxnet';

/** Section 3's network types: private (vxnet_type 1), base (type 2, mode 0 or 1), bare metal (type 2, mode 2). */
export type VxnetKind = 'private' | 'base' | 'bare_metal';

export const VXNET_KINDS: readonly VxnetKind[] = ['private', 'base', 'bare_metal'];

export const VXNET_KIND_LABELS: Record<VxnetKind, MessageDescriptor> = {
  private: msg`Private network`,
  base: msg`Base network`,
  bare_metal: msg`Bare-metal network`,
};

/** The list parameters asking for one kind of network. */
export const VXNET_KIND_PARAMS: Record<VxnetKind, { vxnet_type: (1 | 2)[]; mode?: (0 | 1 | 2)[] }> = {
  private: { vxnet_type: [1] },
  base: { vxnet_type: [2], mode: [0, 1] },
  bare_metal: { vxnet_type: [2], mode: [2] },
};

export function vxnetKind(vxnet: Pick<Vxnet, 'vxnet_type' | 'mode'>): VxnetKind {
  if (vxnet.vxnet_type === 1) return 'private';
  return vxnet.mode === 2 ? 'bare_metal' : 'base';
}

/** Networks the console never lists (section 7: DescribeVxnets excludes them), should an answer hold them. */
export const HIDDEN_VXNETS: readonly string[] = ['vxnet-0', 'vxnet-1'];

export const BILLING_MODE_LABELS: Record<'bandwidth' | 'traffic', MessageDescriptor> = {
  bandwidth: msg`By bandwidth`,
  traffic: msg`By traffic`,
};

export const ASSOCIATE_MODE_LABELS: Record<EipAssociateMode, MessageDescriptor> = {
  0: msg`NAT`,
  1: msg`External`,
  2: msg`Bare-metal host`,
};
