import { BrowserRouter, Route, Routes } from 'react-router';
import { AdminGate } from './admin/AdminGate';
import { RemoteSlot } from './federation/RemoteSlot';
import { ShellLanguageProvider } from './i18n/ShellLanguageProvider';
import { TopBar } from './top-bar/TopBar';

/**
 * The shell only splits the site between the remotes; each remote routes below its prefix with its own <Routes>.
 * The keys make React mount a new slot when navigation crosses from one remote to the other.
 */
export function ShellRouter() {
  return (
    <BrowserRouter>
      <ShellLanguageProvider>
        <TopBar />
        <Routes>
          <Route path="/admin/*" element={<AdminGate />} />
          {/* Every other path, in any language (/de/…, /es/…, /ru/…), is the public remote's. */}
          <Route path="*" element={<RemoteSlot key="public_app" name="public_app" />} />
        </Routes>
      </ShellLanguageProvider>
    </BrowserRouter>
  );
}
