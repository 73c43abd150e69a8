import ArrowOutwardIcon from '@mui/icons-material/ArrowOutward';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../engine/LoadingState';
import { useLoggedError } from '../engine/use-logged-error';
import { useAdminSession } from '../session/use-admin-session';
import { DashboardCardError } from './DashboardCardError';
import { useQueuesOverview } from './use-queues-overview';

/**
 * The queue board (bull-board) is a page of the backend, not of this remote: a plain link, so the browser loads it
 * instead of the shell's router handling the path.
 */
export const QUEUE_BOARD_URL = '/admin/queues';

const counts = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Jobs per background queue (GET /api/system/queues), Redis's state, and the queue board for admins. */
export function QueuesCard() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const queues = useQueuesOverview();
  const session = useAdminSession();
  useLoggedError('The queues could not be loaded.', queues.error);
  const data = queues.data;
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader
        title={t('dashboard.queues')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
        action={
          session.data?.role === 'admin' && (
            // A full page load (not a router link): the backend serves the board.
            <Button component="a" href={QUEUE_BOARD_URL} size="small" endIcon={<ArrowOutwardIcon fontSize="small" />}>
              {t('dashboard.openQueueBoard')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {queues.isPending && <LoadingState />}
        {queues.isError && (
          <DashboardCardError message={t('dashboard.queuesError')} onRetry={() => void queues.refetch()} />
        )}
        {data?.redis === 'down' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void queues.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('dashboard.redisDown')}
          </Alert>
        )}
        {data?.redis === 'up' && data.queues.length === 0 && (
          <Typography color="text.secondary">{t('dashboard.noQueues')}</Typography>
        )}
        {data?.redis === 'up' && data.queues.length > 0 && (
          <Table size="small" aria-label={t('dashboard.queueJobs')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('dashboard.queue')}</TableCell>
                {counts.map((count) => (
                  <TableCell key={count} align="right" sx={{ fontWeight: 600 }}>
                    {t(`dashboard.jobs.${count}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.queues.map((queue) => (
                <TableRow key={queue.name}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {queue.name}
                    {queue.paused && <Chip size="small" color="warning" label={t('dashboard.paused')} sx={{ ml: 1 }} />}
                  </TableCell>
                  {counts.map((count) => (
                    <TableCell
                      key={count}
                      align="right"
                      sx={count === 'failed' && queue.failed > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
                    >
                      {numbers.format(queue[count])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
