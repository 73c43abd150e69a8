import { pathInLanguage, type Language } from '@parcelpilot/languages';
import { useCallback } from 'react';
import {
  Link as RouterLink,
  type LinkProps,
  Navigate as RouterNavigate,
  type NavigateOptions,
  type NavigateProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
  type To,
  useNavigate,
} from 'react-router';
import { useLanguage } from './use-language';

/** An absolute path of the site in the page's language (`/couriers` → `/de/couriers`); other targets unchanged. */
function localizedTo(language: Language, to: To): To {
  if (typeof to === 'string') return to.startsWith('/') ? pathInLanguage(language, to) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: pathInLanguage(language, to.pathname) } : to;
}

// The public pages link with these instead of react-router's, so a visitor stays in the language they are reading.

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizedTo(useLanguage(), to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizedTo(useLanguage(), to)} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizedTo(useLanguage(), to)} {...props} />;
}

export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    async (to: To, options?: NavigateOptions) => navigate(localizedTo(language, to), options),
    [navigate, language],
  );
}
