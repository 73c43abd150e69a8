import type { ResourceDefinition } from './resource-definition';
import { ResourceListScreen } from './ResourceListScreen';
import { ResourceRecordScreen } from './ResourceRecordScreen';
import { useRecordRoute } from './record-route';

export interface ResourceScreenProps {
  resource: ResourceDefinition;
}

/** The generic record screen at a resource's path: its list, or one record by the URL's action (docs/product-spec.md §2). */
export function ResourceScreen({ resource }: ResourceScreenProps) {
  const route = useRecordRoute();
  if (resource.singleton) return <ResourceRecordScreen resource={resource} id={undefined} />;
  if (route.view === 'list' || (route.view === 'new' && !resource.can.create)) {
    return <ResourceListScreen resource={resource} />;
  }
  return (
    <ResourceRecordScreen
      key={route.view === 'edit' ? route.id : 'new'}
      resource={resource}
      id={route.view === 'edit' ? route.id : undefined}
    />
  );
}
