// What other features may use of this feature; everything else is its own.
export { listMemberWorkspaces } from './list-member-workspaces.js';
export { signedInMemberEmail } from './signed-in-member.js';
