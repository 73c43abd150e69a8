import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellValue } from './CellValue';
import { ConfirmDialog, type ConfirmResult } from './ConfirmDialog';
import { FilterForm } from './FilterForm';
import { PAGE_SIZE, useListRoute } from './list-route';
import { LoadError } from './LoadError';
import { LoadingState } from './LoadingState';
import { getIn } from './object-path';
import { editSearch } from './record-route';
import type { ResourceDefinition, ResourceRecord } from './resource-definition';
import { useDeleteRecord } from './use-delete-record';
import { useLoggedError } from './use-logged-error';
import { useRecordList } from './use-record-list';

export interface ResourceListScreenProps {
  resource: ResourceDefinition;
}

/** The list of a resource (spec §2): title, Create New, filter form, sortable paged table with edit and delete. */
export function ResourceListScreen({ resource }: ResourceListScreenProps) {
  const { t } = useTranslation();
  const [route, changeRoute] = useListRoute();
  const params = { filter: route.filter, sortBy: route.sortBy, page: route.page, limit: PAGE_SIZE };
  const list = useRecordList<ResourceRecord>(resource.endpoint, params);
  const deletion = useDeleteRecord(resource.endpoint);
  const [deleting, setDeleting] = useState<string | undefined>();
  useLoggedError(`The list of ${resource.name} could not be loaded.`, list.error);

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

  const createSearch = new URLSearchParams({ action: 'new' });
  if (Object.keys(route.filter).length > 0) createSearch.set('filter', JSON.stringify(route.filter));
  const opens = resource.hasRecordScreen !== false;
  const showActions = opens || resource.can.delete;
  const columnCount = resource.columns.length + (showActions ? 1 : 0);
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
                    <TableCell align="right" sx={{ fontWeight: 600, width: 112 }}>
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
                  <TableRow key={record._id} hover>
                    {resource.columns.map((column) => (
                      <TableCell key={column.field}>
                        {column.render ? column.render(record) : <CellValue value={getIn(record, column.field)} />}
                      </TableCell>
                    ))}
                    {showActions && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
          <TablePagination
            component="div"
            count={list.data.total}
            page={Math.max(0, route.page - 1)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, page) => changeRoute({ page: page + 1 })}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
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
    </Stack>
  );
}
