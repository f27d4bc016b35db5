import { matchPath } from 'react-router';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { useAgentShell } from './agent-shell-context';
import { notify } from './notify';
import { usePublishAgent } from './use-publish-agent';

/** The agent's unpublished edits: its tabs share them, so only leaving the agent asks to publish or discard them. */
export function UnpublishedAgentGuard() {
  const { region, agentId, local, published, acceptSaved } = useAgentShell();
  const publish = usePublishAgent(region, agentId);
  useUnsavedChanges({
    dirty: !published,
    saveLabel: 'Publish',
    save: async () => {
      const sent = local;
      acceptSaved(await publish.mutateAsync(sent), sent);
      notify('green', 'Agent published');
      return true;
    },
    keepsEdits: (next) => {
      const params = matchPath('/app/:region/agents/:agentId/*', next.pathname)?.params;
      return params?.region === region && params.agentId === agentId;
    },
  });
  return null;
}
