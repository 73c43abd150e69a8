import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useResolvedPath } from 'react-router';
import { type AdminSection, adminSections } from './admin-sections';

export interface AdminNavigationProps {
  /** Called after a link is followed (the small-screen drawer closes then). */
  onNavigate?: () => void;
}

export function AdminNavigation({ onNavigate }: AdminNavigationProps) {
  const { t } = useTranslation();
  return (
    <List component="nav" aria-label={t('nav.label')}>
      {adminSections.map((section) => (
        <AdminNavigationItem key={section.path} section={section} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

interface AdminNavigationItemProps {
  section: AdminSection;
  onNavigate?: () => void;
}

function AdminNavigationItem({ section: { path, titleKey, Icon }, onNavigate }: AdminNavigationItemProps) {
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
    >
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={t(titleKey)} />
    </ListItemButton>
  );
}
