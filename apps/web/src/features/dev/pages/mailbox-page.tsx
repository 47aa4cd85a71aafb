import { listOutbox } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';

const outboxKeys = queryKeysFactory('dev-outbox');

/** Plain text with its links made clickable. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
      {parts.map((part, index) => {
        // The parts of one text never move, so their position is a stable key.
        const key = `${index}:${part.length}`;
        return /^https?:\/\//.test(part) ? (
          <Link key={key} href={part}>
            {part}
          </Link>
        ) : (
          <Fragment key={key}>{part}</Fragment>
        );
      })}
    </Typography>
  );
}

/** /dev/mailbox: the e-mail of the embedded outbox, newest first, as a developer's inbox. */
export function MailboxPage() {
  const { t, i18n } = useTranslation('mailbox');
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState('');
  const mails = useQuery({
    queryKey: outboxKeys.list({ to }),
    queryFn: ({ signal }) => callApi(listOutbox, { query: { to: to || undefined, take: 50 }, signal }),
  });
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('mailbox.heading')}
        </Typography>
        <Typography color="text.secondary">{t('mailbox.intro')}</Typography>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            setTo(draft.trim());
          }}
        >
          <TextField
            label={t('mailbox.recipient')}
            size="small"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained">
            {t('mailbox.filter')}
          </Button>
          <Button onClick={() => void mails.refetch()}>{t('mailbox.refresh')}</Button>
        </Stack>
        {mails.isPending ? <PageLoader /> : null}
        {mails.error ? <Alert severity="error">{getErrorText(t, mails.error)}</Alert> : null}
        {mails.data?.data.length === 0 ? <Typography>{t('mailbox.empty')}</Typography> : null}
        {mails.data?.data.map((mail) => (
          <Card key={mail.id} variant="outlined" component="article" aria-labelledby={`mail-${mail.id}`}>
            <CardContent>
              <Typography id={`mail-${mail.id}`} variant="h6" component="h2" dir="auto">
                {mail.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('mailbox.to', { to: mail.to })} ·{' '}
                {formatDateTime(mail.createdAt, i18n.language === 'ar' ? 'ar' : 'en')}
              </Typography>
              <LinkedText text={mail.text} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
