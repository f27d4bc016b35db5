import { APICallError } from 'ai';
import { EgressError } from '../../platform/egress/guard.js';
import { NetworkFailure } from '../../platform/egress/network-failure.js';
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
        return `Could not connect: ${networkProblem(error)}`;
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

/** The usual network failures, worded for the person who set up the connection. */
function networkProblem(error: EgressError): string {
  if (!(error instanceof NetworkFailure)) return error.message;
  switch (error.problem) {
    case 'not-found':
      return `no server named ${error.host} was found.`;
    case 'refused':
      return 'the server refused the connection. Check that it is running and the port is right.';
    case 'closed':
      return 'the server closed the connection.';
    case 'insecure':
      return 'a secure connection could not be made. Check whether the server uses https or http.';
    case 'certificate':
      return "the server's security certificate is not valid.";
    default:
      return error.message;
  }
}
