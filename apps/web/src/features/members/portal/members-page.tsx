import type { MemberSortColumn, MemberStatus, OrganizationMember } from '@manara/contract';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { MasqueradeDialog } from '../../access/portal/masquerade-dialog.tsx';
import { useSession } from '../../auth/session.ts';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { AssignSetDialog, ConfirmMemberAction } from './member-dialogs.tsx';
import { type MemberAction, useMemberPermissionSets, useMembers } from './members.queries.ts';
import { type BulkAction, BulkBar, BulkDialog } from './members-bulk.tsx';

const SEARCH_DELAY_MS = 350;
const STATUSES: readonly MemberStatus[] = ['active', 'pending', 'deactivated'];
const statusColor = { active: 'success', pending: 'warning', deactivated: 'default' } as const;

type Open =
  | { kind: 'action'; member: OrganizationMember; action: MemberAction }
  | { kind: 'assign'; member: OrganizationMember }
  | { kind: 'masquerade'; member: OrganizationMember }
  | { kind: 'invite' }
  | { kind: 'import' }
  | { kind: 'bulk'; action: BulkAction; members: OrganizationMember[] }
  | null;

/** The member's name in the page's language: the Arabic name in Arabic when there is one. */
function useMemberName() {
  const { language } = useLanguage();
  return (member: OrganizationMember) => {
    const arabic = [member.firstNameAr, member.lastNameAr].filter(Boolean).join(' ');
    return language === 'ar' && arabic ? arabic : `${member.firstName} ${member.lastName}`.trim();
  };
}

function actionsOf(member: OrganizationMember): MemberAction[] {
  if (member.status === 'deactivated') return ['reactivate', 'remove'];
  const actions: MemberAction[] = member.status === 'pending' ? ['approve'] : [];
  if (member.isInvitationPending) actions.push('resendInvitation');
  return [...actions, 'forceReset', 'deactivate', 'remove'];
}

/**
 * Below the `sm` breakpoint (a phone) the table keeps three columns: the selection, the member
 * and the actions; the e-mail, permission set and status are written under the name instead of
 * in columns of their own, which would leave the name a few letters wide.
 */
function useCompactTable() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

function PermissionSetName({ member }: { member: OrganizationMember }) {
  const { t } = useTranslation('members');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{member.permissionSet.name}</span>
      {member.permissionSetIsLocked ? (
        <Tooltip title={t('members.lockedLabel')}>
          <LockOutlinedIcon fontSize="small" aria-label={t('members.lockedLabel')} role="img" />
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function StatusChip({ member }: { member: OrganizationMember }) {
  const { t } = useTranslation('members');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor[member.status]}
      label={t(`members.status.${member.status}`)}
    />
  );
}

function MemberRow({
  member,
  isSelf,
  compact,
  selected,
  onSelect,
  onOpen,
}: {
  member: OrganizationMember;
  isSelf: boolean;
  compact: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: (open: Open) => void;
}) {
  const { t } = useTranslation('members');
  const { t: tAccess } = useTranslation('access');
  const nameOf = useMemberName();
  const name = nameOf(member);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `member-actions-${member.userId}`;
  return (
    <TableRow hover>
      <TableCell padding="checkbox">
        {isSelf ? null : (
          <Checkbox
            checked={selected}
            onChange={(_, checked) => onSelect(checked)}
            slotProps={{ input: { 'aria-label': t('members.bulk.select', { name }) } }}
          />
        )}
      </TableCell>
      <TableCell component="th" scope="row" sx={compact ? { px: 1 } : undefined}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {compact ? (
          <Stack spacing={0.5} sx={{ mt: 0.5, color: 'text.secondary', typography: 'body2' }}>
            <LtrText>{member.email}</LtrText>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <PermissionSetName member={member} />
              <StatusChip member={member} />
            </Stack>
          </Stack>
        ) : null}
        {member.forceResetPassword ? (
          <Typography variant="body2" color="text.secondary">
            {t('members.mustReset')}
          </Typography>
        ) : null}
      </TableCell>
      {compact ? null : (
        <>
          <TableCell>
            <LtrText>{member.email}</LtrText>
          </TableCell>
          <TableCell>
            <PermissionSetName member={member} />
          </TableCell>
          <TableCell>
            <StatusChip member={member} />
          </TableCell>
        </>
      )}
      <TableCell align="right" sx={compact ? { px: 0.5 } : undefined}>
        {isSelf ? null : (
          <>
            <IconButton
              aria-label={t('members.actionsFor', { name })}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              <MenuItem
                onClick={() => {
                  setAnchor(null);
                  onOpen({ kind: 'assign', member });
                }}
              >
                {t('members.actions.assign')}
              </MenuItem>
              {actionsOf(member).map((action) => (
                <MenuItem
                  key={action}
                  onClick={() => {
                    setAnchor(null);
                    onOpen({ kind: 'action', member, action });
                  }}
                >
                  {t(`members.actions.${action}`)}
                </MenuItem>
              ))}
              {member.status === 'deactivated' ? null : (
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    onOpen({ kind: 'masquerade', member });
                  }}
                >
                  {tAccess('access.masquerade.action')}
                </MenuItem>
              )}
            </Menu>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Members administration: the organization's members, searched, filtered and paged on the server. */
export function MembersPage() {
  const { t } = useTranslation('members');
  const organization = useOrganizationName();
  const selfId = useSession()?.user.id;
  const nameOf = useMemberName();
  const [search, setSearch] = useState('');
  const [permissionSetId, setPermissionSetId] = useState<number | null>(null);
  const [status, setStatus] = useState<MemberStatus | null>(null);
  const paging = usePaging();
  const { sorting, sortBy } = useSorting<MemberSortColumn>({ sort: 'name', order: 'asc' }, paging.restart);
  const [open, setOpen] = useState<Open>(null);
  const deferredSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useMembers({
    skip: paging.skip,
    take: paging.take,
    search: deferredSearch,
    permissionSetId,
    status,
    ...sorting,
  });
  const header = (column: MemberSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const compact = useCompactTable();
  const sets = useMemberPermissionSets().data ?? [];
  const rows = list.data?.data ?? [];
  const close = () => setOpen(null);
  const filtered = Boolean(deferredSearch || permissionSetId || status);
  // Selected on this page (a selection does not follow to other pages or filters).
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const selectable = rows.filter((member) => member.userId !== selfId);
  const selected = selectable.filter((member) => selectedIds.has(member.userId));
  const select = (ids: readonly number[], on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <PortalPage
      title={t('pages.members.title')}
      description={t('members.intro', { organization })}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen({ kind: 'import' })}>
            {t('members.import.open')}
          </Button>
          <Button
            variant="contained"
            startIcon={<PersonAddAltOutlinedIcon />}
            onClick={() => setOpen({ kind: 'invite' })}
          >
            {t('members.invite.open')}
          </Button>
        </Stack>
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            paging.restart();
          }}
          label={t('members.search')}
          sx={{ width: { xs: '100%', md: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { dir: 'auto' },
          }}
        />
        <TextField
          select
          label={t('members.filters.permissionSet')}
          value={permissionSetId ?? ''}
          onChange={(event) => {
            setPermissionSetId(event.target.value === '' ? null : Number(event.target.value));
            paging.restart();
          }}
          sx={{ minWidth: 220 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('members.filters.any')}</MenuItem>
          {sets.map((set) => (
            <MenuItem key={set.id} value={set.id}>
              {set.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('members.filters.status')}
          value={status ?? ''}
          onChange={(event) => {
            setStatus(event.target.value === '' ? null : (event.target.value as MemberStatus));
            paging.restart();
          }}
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('members.filters.any')}</MenuItem>
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`members.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BulkBar
        selected={selected}
        onRun={(action, members) => setOpen({ kind: 'bulk', action, members })}
        onClear={() => setSelectedIds(new Set())}
      />
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('members.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selectable.length > 0 && selected.length === selectable.length}
                      indeterminate={selected.length > 0 && selected.length < selectable.length}
                      disabled={selectable.length === 0}
                      onChange={(_, checked) =>
                        select(
                          selectable.map((member) => member.userId),
                          checked,
                        )
                      }
                      slotProps={{ input: { 'aria-label': t('members.bulk.selectPage') } }}
                    />
                  </TableCell>
                  {header('name', t('members.columns.name'))}
                  {compact ? null : (
                    <>
                      {header('email', t('members.columns.email'))}
                      {header('permissionSet', t('members.columns.permissionSet'))}
                      {header('status', t('members.columns.status'))}
                    </>
                  )}
                  <TableCell align="right">{t('members.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((member) => (
                  <MemberRow
                    key={member.userId}
                    member={member}
                    isSelf={member.userId === selfId}
                    compact={compact}
                    selected={selectedIds.has(member.userId)}
                    onSelect={(on) => select([member.userId], on)}
                    onOpen={setOpen}
                  />
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={compact ? 3 : 6}>{filtered ? t('members.noMatch') : t('members.empty')}</EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('members.rowsPerPage')}
            range={({ from, to, count }) => t('members.range', { from, to, count })}
          />
        </Paper>
      )}
      {open?.kind === 'action' ? (
        <ConfirmMemberAction member={open.member} name={nameOf(open.member)} action={open.action} onClose={close} />
      ) : null}
      {open?.kind === 'assign' ? (
        <AssignSetDialog member={open.member} name={nameOf(open.member)} sets={sets} onClose={close} />
      ) : null}
      {open?.kind === 'masquerade' ? (
        <MasqueradeDialog userId={open.member.userId} name={nameOf(open.member)} onClose={close} />
      ) : null}
      {open?.kind === 'invite' ? <InviteDialog sets={sets} onClose={close} /> : null}
      {open?.kind === 'import' ? <ImportDialog onClose={close} /> : null}
      {open?.kind === 'bulk' ? (
        <BulkDialog
          action={open.action}
          members={open.members}
          nameOf={nameOf}
          onClose={(changed) => {
            if (changed) setSelectedIds(new Set());
            close();
          }}
        />
      ) : null}
    </PortalPage>
  );
}
