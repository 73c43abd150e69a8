import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useResolvedPath } from 'react-router';
import { useAdminSession } from '../session/use-admin-session';
import { navigationGroups, type NavigationItem } from './admin-navigation-groups';

export interface AdminNavigationProps {
  /** Called after a link is followed (the small-screen drawer closes then). */
  onNavigate?: () => void;
}

export function AdminNavigation({ onNavigate }: AdminNavigationProps) {
  const { t } = useTranslation();
  const session = useAdminSession();
  const isAdmin = session.data?.role === 'admin';
  return (
    <List component="nav" aria-label={t('nav.label')} dense sx={{ pb: 2 }}>
      {navigationGroups.map((group) => {
        const items = group.items.filter((entry) => isAdmin || !entry.adminOnly);
        if (items.length === 0) return null;
        return (
          <li key={group.title ?? 'main'}>
            <List dense disablePadding>
              {group.title && (
                <ListSubheader
                  sx={{ lineHeight: '32px', mt: 1, fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5 }}
                >
                  {t(group.title)}
                </ListSubheader>
              )}
              {items.map((entry) => (
                <AdminNavigationItem key={entry.path} entry={entry} onNavigate={onNavigate} />
              ))}
            </List>
          </li>
        );
      })}
    </List>
  );
}

interface AdminNavigationItemProps {
  entry: NavigationItem;
  onNavigate?: () => void;
}

function AdminNavigationItem({ entry: { path, title, Icon }, onNavigate }: AdminNavigationItemProps) {
  const { t } = useTranslation();
  const to = useResolvedPath(path);
  const current = useMatch({ path: to.pathname, end: true }) !== null;
  return (
    <ListItemButton
      component={Link}
      to={to}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ mx: 1, borderRadius: 1.5 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(title)} />
    </ListItemButton>
  );
}
