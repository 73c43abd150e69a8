import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../api/api-client';
import { adoptSession } from '../api/session-middleware';
import { finishSignIn, isSignInRequested, subscribeSignIn } from './session-renewal';

type Problem = 'wrongCredentials' | 'tooManyAttempts' | 'signInFailed' | 'fillIn';

const PROBLEM_BY_STATUS: Record<number, Problem> = { 400: 'fillIn', 401: 'wrongCredentials', 429: 'tooManyAttempts' };

/**
 * The sign-in dialog over the screen in use when the session has ended: the screen stays mounted, so a form keeps
 * what was typed, and the request that found the session ended goes again once the user has signed in.
 */
export function SignInAgainDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const open = useSyncExternalStore(subscribeSignIn, isSignInRequested);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState(false);

  const close = (session: Parameters<typeof finishSignIn>[0]) => {
    setPassword('');
    setProblem(undefined);
    finishSignIn(session);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem('fillIn');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, response } = await apiClient.POST('/api/auth/login', { body: { email: email.trim(), password } });
      if (data?.user) {
        adoptSession(data);
        queryClient.setQueryData(['session'], data.user);
        close(data);
        return;
      }
      setProblem(PROBLEM_BY_STATUS[response.status] ?? 'signInFailed');
    } catch (error) {
      console.error('Signing in again failed.', error);
      setProblem('signInFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => close(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('session.endedTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('session.endedMessage')}</DialogContentText>
            {problem && <Alert severity="error">{t(`session.${problem}`)}</Alert>}
            <TextField
              label={t('session.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              autoFocus
            />
            <TextField
              label={t('session.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(null)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('session.signIn')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
