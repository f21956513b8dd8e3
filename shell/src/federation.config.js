/**
 * The host: it exposes nothing and names no remote URLs; those come from /remotes.json at run
 * time (src/index.ts), so a remote can move or be redeployed without rebuilding the shell.
 */
export const federation = { name: 'shell' };
