/**
 * The Module Federation remotes the shell mounts. The names are the remotes' federation names (their rspack
 * configurations), the keys of /remotes.json (the backend) and the names the shell loads `<name>/app` by.
 */
export const PUBLIC_REMOTE = 'public_app';
export const ADMIN_REMOTE = 'admin_app';
export const REMOTE_NAMES = [PUBLIC_REMOTE, ADMIN_REMOTE] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
