/**
 * What the clusters domain asks of other domains, behind small replaceable functions: whether the owner is in
 * arrears or can pay a fee (billing, registered by the accounts domain), and whether an EIP may be bound and
 * its address (the network part of the catalogue domain, `findEip`).
 * Until billing registers its answers, nobody is in arrears and every fee is payable.
 */
import type { Db } from '../../db/database';
import { findEip } from '../catalogue/public';

export interface ClusterIntegrations {
  /** True while the owner's account is in arrears (resuming a suspended cluster is then refused). */
  inArrears: (db: Db, owner: string) => Promise<boolean>;
  /** False when the owner's balance does not cover a fee. */
  canPay: (db: Db, owner: string, amount: number) => Promise<boolean>;
  /** The owner's EIP in the zone: its effective status and address, or null when it is not the owner's. */
  eip: (db: Db, owner: string, zone: string, eipId: string) => Promise<{ status: string; eip_addr: string } | null>;
}

const defaults: ClusterIntegrations = {
  inArrears: async () => false,
  canPay: async () => true,
  eip: async (db, owner, zone, eipId) => {
    const row = await findEip(db, owner, zone, eipId);
    return row ? { status: row.eip_status, eip_addr: row.eip_addr } : null;
  },
};

let current: ClusterIntegrations = { ...defaults };

/** Lets other domains (and tests) provide their answers; returns a function that restores the previous ones. */
export function registerClusterIntegrations(overrides: Partial<ClusterIntegrations>): () => void {
  const previous = current;
  current = { ...current, ...overrides };
  return () => {
    current = previous;
  };
}

/** Whether the owner is in arrears: false until the billing domain registers `inArrears`. */
export function ownerInArrears(db: Db, owner: string): Promise<boolean> {
  return current.inArrears(db, owner);
}

export function ownerCanPay(db: Db, owner: string, amount: number): Promise<boolean> {
  return current.canPay(db, owner, amount);
}

/** An EIP may be bound when it is the owner's, its status is available and no live node holds it. */
export async function eipAvailable(db: Db, owner: string, zone: string, eipId: string): Promise<boolean> {
  const held = await db.query("SELECT 1 FROM cluster_nodes WHERE eip_id = $1 AND status NOT IN ('deleted', 'ceased')", [eipId]);
  if (held.length) return false;
  return (await current.eip(db, owner, zone, eipId))?.status === 'available';
}

export async function eipAddress(db: Db, owner: string, zone: string, eipId: string): Promise<string | null> {
  return (await current.eip(db, owner, zone, eipId))?.eip_addr ?? null;
}
