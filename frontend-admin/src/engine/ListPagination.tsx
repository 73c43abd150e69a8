import { Box, Button, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** The last page of `total` records (1 for none): where an out-of-range page lands. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers and a jump to a page under a list; nothing when the list has no records. */
export function ListPagination({ total, page, pageSize, onPage }: ListPaginationProps) {
  const { t } = useTranslation();
  const [jump, setJump] = useState('');
  if (total === 0) return null;
  const pages = lastPageOf(total, pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const wanted = Number(jump);
  const jumpValid = Number.isInteger(wanted) && wanted >= 1 && wanted <= pages;

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, px: 2, py: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('list.displayedRows', { from, to, count: total })}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_event, next) => onPage(next)}
        showFirstButton
        showLastButton
        size="small"
        siblingCount={1}
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page') return t(selected ? 'list.pageButton.current' : 'list.pageButton.page', { page: item });
          return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(`list.pageButton.${type}`);
        }}
      />
      {pages > 1 && (
        <Box
          component="form"
          aria-label={t('list.jumpLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!jumpValid) return;
            onPage(wanted);
            setJump('');
          }}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
        >
          <TextField
            size="small"
            type="number"
            label={t('list.jumpTo')}
            value={jump}
            onChange={(event) => setJump(event.target.value)}
            error={jump !== '' && !jumpValid}
            helperText={jump !== '' && !jumpValid ? t('list.jumpRange', { pages }) : undefined}
            slotProps={{ htmlInput: { min: 1, max: pages, step: 1 } }}
            sx={{ width: 130 }}
          />
          <Button type="submit" variant="outlined" disabled={!jumpValid} sx={{ mt: 0.25 }}>
            {t('list.jumpGo')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
