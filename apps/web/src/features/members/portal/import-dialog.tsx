import { isErrorCode, type MemberImportRow } from '@manara/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Papa from 'papaparse';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { useImportMembers } from './members.queries.ts';

/** Stands for the file's name in the sentence, which is then isolated (an Arabic or a Latin name reads whole either way). */
const FILE_MARK = '\u241f';

function ChosenFile({ name, text }: { name: string; text: string }) {
  const [before = '', after = ''] = text.split(FILE_MARK);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

/** Rows sent per call: the progress bar moves per part, and any file fits the server's limit per call. */
const PART_ROWS = 20;

type Parsed = { fileName: string; header: string[]; rows: string[][] };

const outcomeColor = { created: 'success', added: 'success', alreadyMember: 'default', invalid: 'error' } as const;
const knownFields = ['email', 'firstName', 'lastName', 'firstNameAr', 'lastNameAr', 'permissionSet'] as const;

/**
 * Imports members from a CSV file: read in the browser (papaparse), sent in parts of
 * `PART_ROWS` rows, each part's report renumbered to the file's lines; a progress bar while it
 * runs, then the report of every row (docs/decisions/members.md).
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('members');
  const titleId = useId();
  const inputId = useId();
  const importer = useImportMembers();
  const { language } = useLanguage();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<MemberImportRow[] | null>(null);

  const choose = async (file: File) => {
    setReport(null);
    setProblem(null);
    const text = await file.text();
    const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    const [header, ...rows] = result.data;
    if (!header || result.errors.some((error) => error.type === 'Delimiter')) {
      setParsed(null);
      setProblem(t('members.import.notCsv'));
      return;
    }
    setParsed({ fileName: file.name, header, rows });
    if (rows.length === 0) setProblem(t('members.import.empty'));
  };

  const start = async () => {
    if (!parsed) return;
    setRunning(true);
    setDone(0);
    const all: MemberImportRow[] = [];
    try {
      for (let first = 0; first < parsed.rows.length; first += PART_ROWS) {
        const part = parsed.rows.slice(first, first + PART_ROWS);
        const answer = await importer.send(Papa.unparse({ fields: parsed.header, data: part }));
        all.push(...answer.rows.map((row) => ({ ...row, row: row.row + first })));
        setDone(first + part.length);
      }
      setReport(all);
    } catch (error) {
      setProblem(getErrorText(t, error));
      if (all.length) setReport(all);
    } finally {
      setRunning(false);
      void importer.done();
    }
  };

  const total = parsed?.rows.length ?? 0;
  const count = (...outcomes: MemberImportRow['outcome'][]) =>
    report?.filter((row) => outcomes.includes(row.outcome)).length ?? 0;
  const listFormat = new Intl.ListFormat(language, { type: 'conjunction' });
  const fieldNames = (fields: string[]) =>
    listFormat.format(
      fields.map((field) =>
        (knownFields as readonly string[]).includes(field)
          ? t(`members.import.field.${field as (typeof knownFields)[number]}`)
          : field,
      ),
    );

  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('members.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('members.import.help')}</DialogContentText>
          <Box>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              style={visuallyHidden}
              disabled={running}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void choose(file);
                event.target.value = '';
              }}
            />
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={running}
            >
              {t('members.import.choose')}
            </Button>
            {parsed ? (
              <Typography sx={{ mt: 1 }}>
                <ChosenFile
                  name={parsed.fileName}
                  text={t('members.import.chosen', { file: FILE_MARK, count: parsed.rows.length })}
                />
              </Typography>
            ) : null}
          </Box>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {running || (report && total > 0) ? (
            <Box>
              <LinearProgress
                variant="determinate"
                value={total ? (done / total) * 100 : 0}
                aria-label={t('members.import.progressLabel')}
              />
              <Typography variant="body2" sx={{ mt: 0.5 }} role="status">
                {t('members.import.progress', { done, total })}
              </Typography>
            </Box>
          ) : null}
          {report ? (
            <>
              <Alert severity={count('invalid') ? 'warning' : 'success'} role="status">
                {t('members.import.summary', {
                  created: count('created', 'added'),
                  existing: count('alreadyMember'),
                  invalid: count('invalid'),
                })}
              </Alert>
              <Table size="small" aria-label={t('members.import.reportLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('members.import.columns.row')}</TableCell>
                    <TableCell>{t('members.import.columns.email')}</TableCell>
                    <TableCell>{t('members.import.columns.outcome')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.map((row) => (
                    <TableRow key={row.row}>
                      <TableCell>{row.row}</TableCell>
                      <TableCell>
                        <LtrText>{row.email}</LtrText>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={outcomeColor[row.outcome]}
                          label={t(`members.import.outcome.${row.outcome}`)}
                        />
                        {row.outcome === 'invalid' ? (
                          <Typography variant="body2" sx={{ mt: 0.5 }}>
                            {row.reason !== 'validation' && isErrorCode(row.reason)
                              ? t(`errors.${row.reason}`)
                              : t('members.import.fields', { fields: fieldNames(row.fields) })}
                          </Typography>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {t('members.close')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void start()}
          disabled={!parsed || total === 0 || running}
          loading={running}
        >
          {t('members.import.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
