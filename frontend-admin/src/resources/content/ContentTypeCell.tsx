import { useRecord } from '../../engine/use-record';
import type { ContentType } from '../content-types';

export interface ContentTypeCellProps {
  contentTypeId: string;
}

/** A content type's name in the content list (each type is read once and cached). */
export function ContentTypeCell({ contentTypeId }: ContentTypeCellProps) {
  const contentType = useRecord<ContentType>('/api/content-types', contentTypeId);
  return <span>{contentType.data?.name ?? '…'}</span>;
}
