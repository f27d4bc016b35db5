import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { AgentsPage } from './agents-page';

/** A new workspace gets a fresh page, with its own first-load screen. */
export function AgentsRoute() {
  const { workspace } = useCurrentWorkspace();
  return <AgentsPage key={`${workspace.region}:${workspace.uid}`} />;
}
