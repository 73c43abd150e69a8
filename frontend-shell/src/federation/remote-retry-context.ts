import { createContext } from 'react';

/** Lets a fallback rendered anywhere inside a RemoteSlot start a fresh load of that slot's remote. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());
