import { NOTIFICATION_BADGE_MAX } from '@manara/contract';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeferredTooltip } from '../../ui/deferred-tooltip.tsx';

/** The badge text of a count: nothing at 0, the number up to 9, then "9+" (spec 1 §9). */
export function badgeText(count: number, max: number = NOTIFICATION_BADGE_MAX): string | null {
  if (count <= 0) return null;
  return count > max ? `${max}+` : String(count);
}

/**
 * An app-bar icon linking to a page (notifications, favorites, cart), with a count badge.
 * The label says the count too, for screen readers.
 */
export function HeaderIconLink({
  to,
  icon,
  label,
  count = 0,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  count?: number;
}) {
  const text = badgeText(count);
  return (
    <DeferredTooltip title={label}>
      <IconButton component={RouterLink} to={to} aria-label={label}>
        {/* The label says the count: the badge is hidden from assistive technology (see NotificationBell). */}
        <Badge
          badgeContent={text}
          color="error"
          invisible={text === null}
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          {icon}
        </Badge>
      </IconButton>
    </DeferredTooltip>
  );
}
