import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Schemas } from '@parcelpilot/api-client';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../engine/LoadError';
import { LoadingState } from '../../engine/LoadingState';
import type { RecordScreenProps } from '../../engine/resource-definition';
import { useLoggedError } from '../../engine/use-logged-error';
import { useRecord } from '../../engine/use-record';
import { TrackingStatusChip } from './TrackingStatusChip';

type TrackingCode = Schemas['StaffTrackingCodeDto'];
type Place = TrackingCode['origin'];

function placeText(place: Place): string {
  return [place.city, place.state, place.countryName || place.countryISO].filter(Boolean).join(', ');
}

/** The read-only tracking code screen (docs/product-spec.md §2): the shipment's facts and its events. */
export function TrackingCodeScreen({ resource, id }: RecordScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const record = useRecord<TrackingCode>(resource.endpoint, id, id !== undefined);
  useLoggedError(`The tracking code ${id ?? ''} could not be loaded.`, record.error);
  const exit = () => void (location.key !== 'default' ? navigate(-1) : navigate(location.pathname));

  const date = (value: string | null | undefined) =>
    value ? new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

  const exitButton = (
    <Button onClick={exit} startIcon={<ArrowBackIcon />} color="inherit" sx={{ alignSelf: 'flex-start' }}>
      {t('record.exit')}
    </Button>
  );
  if (record.isError) {
    return (
      <Stack spacing={2}>
        {exitButton}
        <LoadError title={t('record.loadError')} error={record.error} onRetry={() => void record.refetch()} />
      </Stack>
    );
  }
  if (record.isPending) return <LoadingState />;
  const code = record.data;
  const extra = code.shipmentInfo.extraCarrier;
  const facts: [ParseKeys, ReactNode][] = [
    [
      'tracking.code',
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {code.code}
      </Box>,
    ],
    ['tracking.status', <TrackingStatusChip status={code.status} />],
    ['tracking.route', `${placeText(code.origin) || '?'} → ${placeText(code.destination) || '?'}`],
    ['tracking.createdDate', date(code.createdDate)],
    ['tracking.sender', code.sender || '—'],
    ['tracking.recipient', code.recipient || '—'],
    ['tracking.weight', code.weight === null ? '—' : `${code.weight} ${code.weightUnit || 'gr'}`],
    ['tracking.foundIn', code.foundIn.map((carrier) => carrier.name).join(', ') || '—'],
    ['tracking.trackedIn', code.trackedIn.map((carrier) => carrier.code).join(', ') || '—'],
    [
      'tracking.extraCarrier',
      extra ? [extra.companyName ?? extra.companyCode, extra.trackingNumber].filter(Boolean).join(' ') : '—',
    ],
    ['tracking.daysInTransit', code.daysInTransit ?? '—'],
    ['tracking.deliveredDate', date(code.deliveredDate)],
    ['tracking.follows', t('tracking.followsValue', code.follows)],
  ];

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {exitButton}
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
            {t(resource.title)}
          </Typography>
          <Typography variant="h5" component="h1">
            {code.code}
          </Typography>
        </Box>
        {code.isDemo && <Chip label={t('tracking.demo')} color="secondary" variant="outlined" />}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          component="dl"
          aria-label={t('tracking.details')}
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 4,
            rowGap: 1.5,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {t(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography variant="h6" component="h2">
        {t('tracking.events')}
      </Typography>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('tracking.events')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('tracking.eventDate')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('tracking.event')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('tracking.location')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('tracking.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(code.Events ?? []).length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {t('list.noRecords')}
                  </TableCell>
                </TableRow>
              )}
              {(code.Events ?? []).map((event) => (
                <TableRow key={event._id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {event.EventDate} {event.EventTime}
                  </TableCell>
                  <TableCell>
                    {event.Event}
                    {event.EventDescription && (
                      <Typography variant="body2" color="text.secondary">
                        {event.EventDescription}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{event.location || '—'}</TableCell>
                  <TableCell>
                    <TrackingStatusChip status={event.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}
