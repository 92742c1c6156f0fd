/**
 * Creation request tokens (migration 0084): a creation that carries a request_token (a GetGlobalUniqueId uuid)
 * claims it at the start of its transaction and keeps its answer there. A repeated request of the same owner with
 * the same token finds the earlier answer and gives it again instead of creating twice: a double click, or a retry
 * after an answer was lost. The claim is an insert under the table's primary key, so two requests racing for one
 * token are ordered by the database: the second waits for the first to commit and then reads its answer; a
 * refused creation rolls its claim back and the token may be used again.
 */
import type { Db } from '../../db/database';

/**
 * Null when the token is claimed now (create, then `keepCreationAnswer`); else the earlier creation's answer: what
 * `keepCreationAnswer` kept under the same action, so `A` is that action's answer.
 */
export async function claimCreationToken<A extends object>(tx: Db, owner: string, action: string, token: string): Promise<A | null> {
  const claimed = await tx.query(
    'INSERT INTO creation_tokens (owner, action, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
    [owner, action, token],
  );
  if (claimed.length) return null;
  const [earlier] = await tx.query<{ answer: A | null }>(
    'SELECT answer FROM creation_tokens WHERE owner = $1 AND action = $2 AND token = $3',
    [owner, action, token],
  );
  return earlier?.answer ?? null;
}

export async function keepCreationAnswer(tx: Db, owner: string, action: string, token: string, answer: object): Promise<void> {
  await tx.query('UPDATE creation_tokens SET answer = $4 WHERE owner = $1 AND action = $2 AND token = $3', [
    owner,
    action,
    token,
    JSON.stringify(answer),
  ]);
}
