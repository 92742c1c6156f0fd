/** Route /access_tokens: the user's personal access tokens (ADR 0063), opened from the account menu. */
import { AccessTokensScreen } from '@/features/access-tokens/access-tokens-screen';

export function Component() {
  return <AccessTokensScreen />;
}
