import { PUBLIC_REMOTE } from '@parcelpilot/contracts';
import { BrowserRouter } from 'react-router';
import { AdminGate } from './admin/AdminGate';
import { RemoteSlot } from './federation/RemoteSlot';
import { ShellFrame } from './shell-frame';

/** The shell in the browser: its route frame, with each remote loaded at run time. The keys make React mount a new
 * slot when navigation crosses from one remote to the other. */
export function ShellRouter() {
  return (
    <BrowserRouter>
      <ShellFrame publicApp={<RemoteSlot key={PUBLIC_REMOTE} name={PUBLIC_REMOTE} />} admin={<AdminGate />} />
    </BrowserRouter>
  );
}
