import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ShellLanguageProvider } from './i18n/ShellLanguageProvider';
import { TopBar } from './top-bar/TopBar';

export interface ShellFrameProps {
  /** The public remote in its frame: loaded at run time in the browser (RemoteSlot), the app itself on the server. */
  publicApp: ReactNode;
  /** The back-office (browser only: the server renders public pages). */
  admin: ReactNode;
}

/**
 * The shell's route frame, the one route table of the site: the browser shell (router.tsx) and the public site's
 * server render (frontend-public/server/server-entry.tsx) both render it, under their own router, so the server's
 * markup has the tree the browser hydrates. The shell only splits the site between the remotes; each remote routes
 * below its prefix with its own <Routes>.
 */
export function ShellFrame({ publicApp, admin }: ShellFrameProps) {
  return (
    <ShellLanguageProvider>
      <TopBar />
      <Routes>
        <Route path="/admin/*" element={admin} />
        {/* Every other path, in any language (/de/…, /es/…, /ru/…), is the public remote's. */}
        <Route path="*" element={publicApp} />
      </Routes>
    </ShellLanguageProvider>
  );
}
