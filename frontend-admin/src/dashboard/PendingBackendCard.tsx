import { Box, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface PendingBackendCardProps {
  title: string;
  description: string;
  /** The API route the card waits for. */
  endpoint: string;
}

/** A dashboard slot whose data the API does not give yet: says what it will show and which route it needs. */
export function PendingBackendCard({ title, description, endpoint }: PendingBackendCardProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed', bgcolor: 'transparent' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Chip size="small" label={t('dashboard.pending')} />}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography color="text.secondary">{description}</Typography>
        <Box
          component="code"
          sx={{ display: 'inline-block', mt: 1.5, px: 1, py: 0.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 13 }}
        >
          {endpoint}
        </Box>
      </CardContent>
    </Card>
  );
}
