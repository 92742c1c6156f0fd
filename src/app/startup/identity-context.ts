/** The signed-in user, known once the identity hand-off answered; the zone gate builds the session on it. */
import { createContext, useContext } from 'react';
import type { UserSession } from '@/api/generated/model/userSession';

export const IdentityContext = createContext<UserSession | null>(null);

export function useIdentity(): UserSession {
  const user = useContext(IdentityContext);
  if (!user) throw new Error('useIdentity before the identity hand-off');
  return user;
}
