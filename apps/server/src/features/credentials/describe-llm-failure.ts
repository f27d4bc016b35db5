import { APICallError } from 'ai';
import { EgressError } from '../../platform/egress/guard.js';
import { LlmProviderError } from '../../platform/llm/list-models.js';

/** Why a call to a provider failed, in a sentence for the person who set it up. */
export function describeLlmFailure(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'Could not connect: the server did not answer in time.';
  if (error instanceof EgressError) {
    switch (error.reason) {
      case 'timeout':
        return 'Could not connect: the server did not answer in time.';
      case 'too-large':
        return 'The server answered with far more data than expected.';
      case 'network':
        return `Could not connect: ${networkProblem(error.message)}`;
      default:
        return `Could not connect: ${error.message}`;
    }
  }
  if (error instanceof LlmProviderError) {
    return error.reason === 'unauthorized' ? refusedKey() : error.message;
  }
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 401 || error.statusCode === 403) return refusedKey();
    return error.statusCode
      ? `The server answered ${error.statusCode}: ${error.message.slice(0, 200)}`
      : `Could not connect: ${error.message}`;
  }
  return `Could not connect: ${error instanceof Error ? error.message : String(error)}`;
}

const refusedKey = () => 'The server refused the API key. Check the key and try again.';

/** The system's words for the usual network failures, in the product's. */
function networkProblem(message: string): string {
  const notFound = /ENOTFOUND (\S+)/.exec(message);
  if (notFound) return `no server named ${notFound[1]} was found.`;
  if (message.includes('ECONNREFUSED'))
    return 'the server refused the connection. Check that it is running and the port is right.';
  if (message.includes('ECONNRESET') || message.includes('other side closed'))
    return 'the server closed the connection.';
  // The guard words it 'The call failed: <cause>'; the cause is what people need.
  return message.replace(/^The call failed: /, '');
}
