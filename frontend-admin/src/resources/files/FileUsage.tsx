import { Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editSearch } from '../../engine/record-route';

export interface FileUse {
  kind: string;
  _id: string;
  name: string;
}

/** Where each kind of record that can show a file is edited, below /admin (the Files list's `..`). */
const USER_PATHS: Record<string, { path: string; label: ParseKeys }> = {
  carrier: { path: 'carriers', label: 'resources.carriers' },
  shop: { path: 'shops', label: 'resources.shops' },
  user: { path: 'users', label: 'resources.users' },
  content: { path: 'content', label: 'resources.content' },
  block: { path: 'content/blocks', label: 'resources.contentBlocks' },
};

/** The Files list's "Used by" cell: each record that shows the file, linking to it; a dash when none does. */
export function FileUsage({ uses }: { uses: readonly FileUse[] | undefined }) {
  const { t } = useTranslation();
  if (!uses || uses.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('files.unused')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25}>
      {uses.map((use) => {
        const place = USER_PATHS[use.kind];
        return (
          <MuiLink
            key={`${use.kind}:${use._id}`}
            component={Link}
            to={`../${place.path}${editSearch(use._id)}`}
            variant="body2"
          >
            {t(place.label)}: {use.name}
          </MuiLink>
        );
      })}
    </Stack>
  );
}
