import type { ResourceDefinition } from '../engine/resource-definition';
import { carrierServicesResource } from './carrier-services';
import { carriersResource } from './carriers';
import { contentResource } from './content';
import { contentBlocksResource } from './content-blocks';
import { contactMessagesResource } from './contact-messages';
import { contentTypesResource } from './content-types';
import { deliveryConfirmationsResource } from './delivery-confirmations';
import { filesResource } from './files';
import { mailingSettingsResource } from './mailing-settings';
import { profileResource } from './profile';
import { searchConsoleResource } from './search-console';
import { searchKeywordsResource } from './search-keywords';
import { serpKeywordsResource } from './serp-keywords';
import { settingsResource } from './settings';
import { shopsResource } from './shops';
import { tagsResource } from './tags';
import { taxonomyResource } from './taxonomy';
import { trackingCodesResource } from './tracking-codes';
import { trackingEventsResource } from './tracking-events';
import { usersResource } from './users';

/** Every back-office resource, in navigation order within its group. Adding a resource is adding it here. */
export const resources: readonly ResourceDefinition[] = [
  contentResource,
  contentTypesResource,
  taxonomyResource,
  tagsResource,
  contentBlocksResource,
  carriersResource,
  carrierServicesResource,
  shopsResource,
  trackingCodesResource,
  trackingEventsResource,
  deliveryConfirmationsResource,
  searchKeywordsResource,
  searchConsoleResource,
  serpKeywordsResource,
  usersResource,
  contactMessagesResource,
  settingsResource,
  mailingSettingsResource,
  filesResource,
  profileResource,
];

/** The resource served at a path below /admin (`carriers`, `content/content-types`), if any. */
export function resourceAt(childPath: string): ResourceDefinition | undefined {
  const path = childPath.replace(/\/+$/, '');
  return resources.find((resource) => resource.path === path);
}
