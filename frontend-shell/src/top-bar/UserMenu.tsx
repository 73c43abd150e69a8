import { languageFromPath, pathInLanguage } from '@parcelpilot/languages';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SIGN_OUT_REQUESTED } from '@parcelpilot/contracts';
import type { SessionUser } from '../session/session-store';

export interface UserMenuProps {
  user: SessionUser;
}

/**
 * A menu button (WAI-ARIA APG "menu button" pattern): Enter, Space or the arrow keys open it on an item, the arrow
 * keys, Home and End move between items, Escape closes it and returns focus to the button, Tab and a click outside
 * close it.
 */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  const items = [
    { to: '/admin', label: t('topBar.admin'), state: undefined },
    // Signing out leaves the visitor on the home page of the language they were reading; the state says the click
    // was on this site, so the sign-out page does not ask again.
    {
      to: pathInLanguage(languageFromPath(pathname), '/auth/signout'),
      label: t('topBar.logOut'),
      state: SIGN_OUT_REQUESTED,
    },
  ];

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className="shell-user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="shell-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={handleButtonKeyDown}
      >
        <span className="shell-user-menu__avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="shell-visually-hidden">{t('topBar.accountMenu')} </span>
        <span className="shell-user-menu__name">{user.name}</span>
        <svg className="shell-user-menu__caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="shell-user-menu__list"
        hidden={!open}
        onKeyDown={handleMenuKeyDown}
      >
        {items.map((item, index) => (
          <li key={item.to} role="none">
            <Link
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              className="shell-user-menu__item"
              to={item.to}
              state={item.state}
              onClick={() => close(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
