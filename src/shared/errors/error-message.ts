/**
 * The text a user sees for a failed call. The gateway's own messages arrive already in the request's language;
 * failures the console detects itself (time-out, network, cancelled, a non-gateway answer) are translated here.
 */
import { t } from '@lingui/core/macro';
import { isGatewayError } from '@/api/gateway';

export function errorMessage(error: unknown): string {
  if (isGatewayError(error)) {
    const { status, retCode: code } = error;
    switch (error.kind) {
      case 'timeout':
        return t`The request timed out, please try again later`;
      case 'network':
        return t`The network is unavailable, please check your connection and try again`;
      case 'aborted':
        return t`The request was cancelled`;
      case 'http':
        // A refusal in the gateway's Failure envelope (404, 409, 5xx …) carries its message in the user's language.
        if (error.fromGateway && error.message) return error.message;
        return status >= 500
          ? t`The service is temporarily unavailable (HTTP ${status}), please try again later`
          : t`The request failed (HTTP ${status})`;
      case 'failure':
        return error.message || t`The request failed (code ${code})`;
    }
  }
  return t`Something went wrong, please try again later`;
}
