import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import FolderIcon from '@mui/icons-material/Folder';
import LabelIcon from '@mui/icons-material/Label';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PeopleIcon from '@mui/icons-material/People';
import QrCodeIcon from '@mui/icons-material/QrCode';
import SchemaIcon from '@mui/icons-material/Schema';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TimelineIcon from '@mui/icons-material/Timeline';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ParseKeys } from 'i18next';

export interface AdminSection {
  /** Path below /admin ('' is the dashboard). */
  path: string;
  titleKey: ParseKeys;
  Icon: SvgIconComponent;
}

/** The back-office sections, in navigation order. */
export const adminSections: readonly AdminSection[] = [
  { path: '', titleKey: 'nav.dashboard', Icon: DashboardIcon },
  { path: 'content', titleKey: 'nav.content', Icon: ArticleIcon },
  { path: 'content/content-types', titleKey: 'nav.contentTypes', Icon: SchemaIcon },
  { path: 'taxonomy', titleKey: 'nav.taxonomy', Icon: CategoryIcon },
  { path: 'tags', titleKey: 'nav.tags', Icon: LabelIcon },
  { path: 'carriers', titleKey: 'nav.carriers', Icon: LocalShippingIcon },
  { path: 'carrier-services', titleKey: 'nav.carrierServices', Icon: WidgetsIcon },
  { path: 'shops', titleKey: 'nav.shops', Icon: StorefrontIcon },
  { path: 'content-blocks', titleKey: 'nav.contentBlocks', Icon: ViewQuiltIcon },
  { path: 'settings/mailing', titleKey: 'nav.mailingSettings', Icon: EmailIcon },
  { path: 'tracking-codes', titleKey: 'nav.trackingCodes', Icon: QrCodeIcon },
  { path: 'tracking-events', titleKey: 'nav.trackingEvents', Icon: TimelineIcon },
  { path: 'search-keywords', titleKey: 'nav.searchKeywords', Icon: ManageSearchIcon },
  { path: 'users', titleKey: 'nav.users', Icon: PeopleIcon },
  { path: 'files', titleKey: 'nav.files', Icon: FolderIcon },
  { path: 'profile', titleKey: 'nav.profile', Icon: AccountCircleIcon },
  { path: 'ai-assistant', titleKey: 'nav.aiAssistant', Icon: SmartToyIcon },
];
