import type * as Declared from './frame-types';
import { RemoteFrame } from './federation/RemoteFrame';
import { ShellFrame } from './shell-frame';

/**
 * What the public site's server render takes from the shell (`@parcelpilot/frontend-shell/frame`): the route frame,
 * and the frame a remote's app renders in. The server build bundles this code; its type check reads frame-types.d.ts
 * instead, since each frontend types its translation keys for its own strings (i18next.d.ts) and one program cannot
 * hold both.
 */
export { RemoteFrame, ShellFrame };

// The declaration the server is checked against describes this code.
({ RemoteFrame, ShellFrame }) satisfies typeof Declared;
