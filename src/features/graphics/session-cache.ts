/** After a change of a session: its page shows the gateway's answer at once, and the lists are read again. */
import type { QueryClient } from '@tanstack/react-query';
import { getGetGraphicsSessionQueryKey, getListGraphicsSessionsQueryKey } from '@/api/generated/endpoints/graphics/graphics';
import type { GraphicsSessionResponse } from '@/api/generated/model/graphicsSessionResponse';

export function sessionChanged(client: QueryClient, answer: GraphicsSessionResponse): void {
  const session = answer.graphics_session;
  client.setQueryData(getGetGraphicsSessionQueryKey({ session_id: session.session_id }), answer);
  void client.invalidateQueries({ queryKey: getListGraphicsSessionsQueryKey() });
}
