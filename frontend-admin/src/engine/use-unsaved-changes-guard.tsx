import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router';

export interface UnsavedChangesGuard {
  /** The "Leave without saving?" dialog, to render with the form. */
  dialog: ReactNode;
  /** Runs `navigate` without asking: after a save or a delete nothing typed is left to lose. */
  leaveWithoutAsking: (navigate: () => void) => void;
}

/**
 * While `dirty`, leaving asks first: every in-app navigation (a link, the sidebar, Exit, the top bar) is held until
 * the user chooses Leave, and reloading or closing the tab gets the browser's own question (`beforeunload`).
 *
 * The shell renders the admin inside its <BrowserRouter>, which has no `useBlocker` (that needs a data router), so the
 * router's navigator, which every <Link> and `navigate()` calls, is wrapped while the form is dirty.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const titleId = useId();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<{ proceed: () => void } | undefined>();
  const bypass = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const original = {
      push: navigator.push.bind(navigator),
      replace: navigator.replace.bind(navigator),
      go: navigator.go.bind(navigator),
    };
    const hold = (proceed: () => void) => {
      if (bypass.current) proceed();
      else setHeld({ proceed });
    };
    navigator.push = (...args) => hold(() => original.push(...args));
    navigator.replace = (...args) => hold(() => original.replace(...args));
    navigator.go = (delta) => hold(() => original.go(delta));
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      Object.assign(navigator, original);
      window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [dirty, navigator]);

  const leaveWithoutAsking = useCallback((navigate: () => void) => {
    bypass.current = true;
    try {
      navigate();
    } finally {
      bypass.current = false;
    }
  }, []);

  const stay = () => setHeld(undefined);
  const leave = () => {
    const proceed = held?.proceed;
    setHeld(undefined);
    proceed?.();
  };

  const dialog = (
    <Dialog open={held !== undefined} onClose={stay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('unsaved.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} variant="contained" autoFocus>
          {t('unsaved.stay')}
        </Button>
        <Button onClick={leave} color="error">
          {t('unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { dialog, leaveWithoutAsking };
}
