import DashboardIcon from '@mui/icons-material/Dashboard';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ParseKeys } from 'i18next';
import type { ResourceDefinition } from '../engine/resource-definition';
import { resources } from '../resources';

export interface NavigationItem {
  /** Path below /admin ('' is the dashboard). */
  path: string;
  title: ParseKeys;
  Icon: SvgIconComponent;
  adminOnly?: boolean;
}

export interface NavigationGroup {
  title: ParseKeys | undefined;
  items: NavigationItem[];
}

const groupTitles: Record<ResourceDefinition['group'], ParseKeys> = {
  content: 'nav.groups.content',
  directory: 'nav.groups.directory',
  tracking: 'nav.groups.tracking',
  seo: 'nav.groups.seo',
  system: 'nav.groups.system',
};

function item(resource: ResourceDefinition): NavigationItem {
  return { path: resource.path, title: resource.title, Icon: resource.icon, adminOnly: resource.adminOnly };
}

/** The side navigation: the dashboard, then every resource by group, then the pages that are not resources. */
export const navigationGroups: NavigationGroup[] = [
  { title: undefined, items: [{ path: '', title: 'nav.dashboard', Icon: DashboardIcon }] },
  ...(Object.keys(groupTitles) as ResourceDefinition['group'][]).map((group) => ({
    title: groupTitles[group],
    items: resources.filter((resource) => resource.group === group).map(item),
  })),
  { title: 'nav.groups.assistant', items: [{ path: 'ai-assistant', title: 'nav.aiAssistant', Icon: SmartToyIcon }] },
];
