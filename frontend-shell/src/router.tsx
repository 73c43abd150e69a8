import { BrowserRouter, Route, Routes } from 'react-router';
import { RemoteSlot } from './federation/RemoteSlot';

/**
 * The shell only splits the site between the remotes; each remote routes below its prefix with its own <Routes>.
 * The keys make React mount a new slot when navigation crosses from one remote to the other.
 */
export function ShellRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<RemoteSlot key="admin_app" name="admin_app" />} />
        <Route path="*" element={<RemoteSlot key="public_app" name="public_app" />} />
      </Routes>
    </BrowserRouter>
  );
}
