import type { RemoteName } from '@parcelpilot/contracts';
import type { JSX, ReactNode } from 'react';

// The types of frame.ts, for the public site's server build (package.json "exports"); frame.ts checks they match.

export interface ShellFrameProps {
  publicApp: ReactNode;
  admin: ReactNode;
}

export declare function ShellFrame(props: ShellFrameProps): JSX.Element;

export interface RemoteFrameProps {
  name: RemoteName;
  attempt?: number;
  retry?: () => void;
  children: ReactNode;
}

export declare function RemoteFrame(props: RemoteFrameProps): JSX.Element;
