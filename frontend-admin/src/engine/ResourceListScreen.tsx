import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Button,
  Checkbox,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellValue } from './CellValue';
import { ConfirmDialog, type ConfirmResult } from './ConfirmDialog';
import { FilterForm } from './FilterForm';
import { lastPageOf, ListPagination } from './ListPagination';
import { ListSearch } from './ListSearch';
import { PAGE_SIZE, useListRoute } from './list-route';
import { LoadError } from './LoadError';
import { LoadingState } from './LoadingState';
import { getIn } from './object-path';
import { editSearch } from './record-route';
import type { ResourceDefinition, ResourceRecord } from './resource-definition';
import { useBulkDelete } from './use-bulk-delete';
import { useDeleteRecord } from './use-delete-record';
import { useLoggedError } from './use-logged-error';
import { useRecordList } from './use-record-list';

export interface ResourceListScreenProps {
  resource: ResourceDefinition;
}

/** The Actions column stays in view when a wide table scrolls sideways (1024 px screens, issue 21). */
const stickyActions = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.08)',
} as const;

/** A short name of a record for messages: its own label, else the text of its first column. */
function labelOf(resource: ResourceDefinition, record: ResourceRecord): string {
  if (resource.recordLabel) return resource.recordLabel(record);
  const first = resource.columns[0] ? getIn(record, resource.columns[0].field) : undefined;
  return typeof first === 'string' || typeof first === 'number' ? String(first) : record._id;
}

/** The list of a resource (docs/product-spec.md §2): title, Create New, filter form, sortable paged table with edit and delete. */
export function ResourceListScreen({ resource }: ResourceListScreenProps) {
  const { t } = useTranslation();
  const [route, changeRoute] = useListRoute();
  const params = {
    filter: route.filter,
    search: route.search || undefined,
    sortBy: route.sortBy,
    page: route.page,
    limit: PAGE_SIZE,
  };
  const list = useRecordList<ResourceRecord>(resource.endpoint, params);
  const deletion = useDeleteRecord(resource.endpoint);
  const bulkDelete = useBulkDelete(resource.endpoint);
  const [deleting, setDeleting] = useState<string | undefined>();
  const [selected, setSelected] = useState<ReadonlyMap<string, ResourceRecord>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkCount, setBulkCount] = useState(0);
  useLoggedError(`The list of ${resource.name} could not be loaded.`, list.error);

  // A page past the end (a hand-edited ?page=, or the last row of the last page deleted) shows the last page instead.
  const total = list.data && !list.isPlaceholderData ? list.data.total : undefined;
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = lastPageOf(total, PAGE_SIZE);
    if (route.page > lastPage) changeRoute({ page: lastPage }, { replace: true });
  }, [total, route.page, changeRoute]);

  // The selection belongs to the rows on screen: another page, filter, search or order starts afresh.
  const listKey = JSON.stringify([route.filter, route.search, route.sortBy, route.page]);
  useEffect(() => setSelected(new Map()), [listKey]);

  const [sortField, sortDirection] = route.sortBy?.split(':') ?? [];
  // The order the last click asked for: a second click before the list has rendered the first toggles that one, so
  // two quick clicks on a header always end in descending order (the URL alone changes only when the list renders).
  const requestedSort = useRef(route.sortBy);
  useEffect(() => {
    requestedSort.current = route.sortBy;
  }, [route.sortBy]);
  const sortBy = (field: string) => {
    const [requestedField, requestedDirection] = requestedSort.current?.split(':') ?? [];
    const direction = requestedField === field && requestedDirection === 'asc' ? 'desc' : 'asc';
    requestedSort.current = `${field}:${direction}`;
    changeRoute({ sortBy: requestedSort.current, page: 1 });
  };

  const closeDelete = useCallback((_result: ConfirmResult) => setDeleting(undefined), []);
  const confirmDelete = useCallback(async () => {
    if (deleting) await deletion.mutateAsync(deleting);
  }, [deleting, deletion]);

  const [bulkDeleted, setBulkDeleted] = useState(0);
  const closeBulk = useCallback((_result: ConfirmResult) => setBulkOpen(false), []);
  const confirmBulk = useCallback(async () => {
    const { deleted, refused } = await bulkDelete([...selected.keys()]);
    setBulkDeleted(deleted.length);
    // What was refused stays selected, so the staff member sees it (and may try again once it is free).
    setSelected(new Map(refused.map(({ id }) => [id, selected.get(id)!])));
    if (refused.length > 0) {
      const lines = refused.map(({ id, message }) => `${labelOf(resource, selected.get(id)!)}: ${message}`);
      throw new Error(
        [t('list.bulkPartial', { deleted: deleted.length, refused: refused.length }), ...lines].join('\n'),
      );
    }
  }, [bulkDelete, selected, resource, t]);

  const rows = useMemo(() => list.data?.records ?? [], [list.data]);
  const allSelected = rows.length > 0 && rows.every((record) => selected.has(record._id));
  const someSelected = rows.some((record) => selected.has(record._id));
  const toggleAll = () => setSelected(allSelected ? new Map() : new Map(rows.map((record) => [record._id, record])));
  const toggle = (record: ResourceRecord) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(record._id)) next.delete(record._id);
      else next.set(record._id, record);
      return next;
    });

  const createSearch = new URLSearchParams({ action: 'new' });
  if (Object.keys(route.filter).length > 0) createSearch.set('filter', JSON.stringify(route.filter));
  const opens = resource.hasRecordScreen !== false;
  const showActions = opens || resource.can.delete;
  const selectable = resource.can.delete;
  const columnCount = resource.columns.length + (showActions ? 1 : 0) + (selectable ? 1 : 0);
  const { ListActions } = resource;

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t(resource.title)}
        </Typography>
        {ListActions && <ListActions resource={resource} onChanged={() => void list.refetch()} />}
        {resource.can.create && (
          <Button component={Link} to={`?${createSearch.toString()}`} variant="contained" startIcon={<AddIcon />}>
            {t('list.createNew')}
          </Button>
        )}
      </Stack>

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ListSearch value={route.search} onSearch={(search) => changeRoute({ search, page: 1 })} />
        {selectable && selected.size > 0 && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => {
              setBulkCount(selected.size);
              setBulkOpen(true);
            }}
          >
            {t('list.deleteSelected', { count: selected.size })}
          </Button>
        )}
      </Stack>

      {resource.filters && resource.filters.length > 0 && (
        <FilterForm
          fields={resource.filters}
          filter={route.filter}
          onSubmit={(filter) => changeRoute({ filter, page: 1 })}
        />
      )}

      {list.isError && !list.data ? (
        <LoadError title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingState />
      ) : (
        <Paper variant="outlined">
          {list.isFetching && <LinearProgress aria-label={t('common.loading')} />}
          {list.isError && (
            <Box sx={{ p: 2 }}>
              <LoadError title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />
            </Box>
          )}
          <TableContainer>
            <Table
              size="small"
              aria-label={t(resource.title)}
              aria-busy={list.isFetching}
              sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <TableHead>
                <TableRow>
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={allSelected}
                        indeterminate={someSelected && !allSelected}
                        disabled={rows.length === 0}
                        onChange={toggleAll}
                        slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
                      />
                    </TableCell>
                  )}
                  {resource.columns.map((column) => (
                    <TableCell
                      key={column.field}
                      sortDirection={sortField === column.field ? (sortDirection as 'asc' | 'desc') : false}
                      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    >
                      {column.sortable ? (
                        <TableSortLabel
                          active={sortField === column.field}
                          direction={sortField === column.field ? (sortDirection as 'asc' | 'desc') : 'asc'}
                          onClick={() => sortBy(column.field)}
                        >
                          {t(column.label)}
                        </TableSortLabel>
                      ) : (
                        t(column.label)
                      )}
                    </TableCell>
                  ))}
                  {showActions && (
                    <TableCell align="right" sx={{ ...stickyActions, fontWeight: 600, width: 112 }}>
                      {t('list.actions')}
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.records.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columnCount} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                      {t('list.noRecords')}
                    </TableCell>
                  </TableRow>
                )}
                {list.data.records.map((record) => (
                  <TableRow key={record._id} hover selected={selected.has(record._id)}>
                    {selectable && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          size="small"
                          checked={selected.has(record._id)}
                          onChange={() => toggle(record)}
                          slotProps={{
                            input: { 'aria-label': t('list.selectRow', { name: labelOf(resource, record) }) },
                          }}
                        />
                      </TableCell>
                    )}
                    {resource.columns.map((column) => (
                      <TableCell key={column.field}>
                        {column.render ? column.render(record) : <CellValue value={getIn(record, column.field)} />}
                      </TableCell>
                    ))}
                    {showActions && (
                      <TableCell align="right" sx={{ ...stickyActions, whiteSpace: 'nowrap' }}>
                        {opens && (
                          <Tooltip title={resource.can.update ? t('common.edit') : t('common.view')}>
                            <IconButton
                              component={Link}
                              to={editSearch(record._id)}
                              size="small"
                              aria-label={resource.can.update ? t('common.edit') : t('common.view')}
                            >
                              {resource.can.update ? (
                                <EditOutlinedIcon fontSize="small" />
                              ) : (
                                <VisibilityOutlinedIcon fontSize="small" />
                              )}
                            </IconButton>
                          </Tooltip>
                        )}
                        {resource.can.delete && (
                          <Tooltip title={t('common.delete')}>
                            <IconButton
                              size="small"
                              aria-label={t('common.delete')}
                              onClick={() => setDeleting(record._id)}
                            >
                              <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination
            total={list.data.total}
            page={route.page}
            pageSize={PAGE_SIZE}
            onPage={(page) => changeRoute({ page })}
          />
        </Paper>
      )}

      <ConfirmDialog
        open={deleting !== undefined}
        title={t('confirm.deleteTitle')}
        message={t('confirm.deleteMessage')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
      <ConfirmDialog
        open={bulkOpen}
        title={t('confirm.bulkDeleteTitle')}
        message={t('confirm.bulkDeleteMessage', { count: bulkCount })}
        confirmLabel={t('common.delete')}
        successMessage={t('confirm.bulkDone', { count: bulkDeleted })}
        onConfirm={confirmBulk}
        onClose={closeBulk}
      />
    </Stack>
  );
}
