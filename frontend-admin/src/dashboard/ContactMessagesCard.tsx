import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { Schemas } from '@parcelpilot/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState } from '../engine/LoadingState';
import { editSearch } from '../engine/record-route';
import { useLoggedError } from '../engine/use-logged-error';
import { useRecordList } from '../engine/use-record-list';

type ContactMessage = Schemas['ContactMessageDto'];

/** The newest messages from the contact form (GET /api/contact-messages). */
export function ContactMessagesCard() {
  const { t, i18n } = useTranslation();
  const messages = useRecordList<ContactMessage>('/api/contact-messages', {
    filter: {},
    sortBy: 'createdAt:desc',
    page: 1,
    limit: 5,
  });
  useLoggedError('The contact messages could not be loaded.', messages.error);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={t('dashboard.contactMessages')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button component={Link} to="contact-messages" size="small">
            {t('dashboard.allMessages')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {messages.isPending && <LoadingState />}
        {messages.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('list.loadError')}
          </Alert>
        )}
        {messages.data?.records.length === 0 && <Typography color="text.secondary">{t('list.noRecords')}</Typography>}
        {messages.data && messages.data.records.length > 0 && (
          <List dense disablePadding>
            {messages.data.records.map((message) => (
              <ListItem key={message._id} disableGutters>
                <ListItemText
                  primary={
                    <MuiLink component={Link} to={`contact-messages${editSearch(message._id)}`} underline="hover">
                      {message.subject}
                    </MuiLink>
                  }
                  secondary={`${message.userEmail} · ${new Date(message.createdAt).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
