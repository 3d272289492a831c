import { useWords } from '@cellar/i18n/react';
import type { OrderStatus } from '@cellar/domain';
import type { ComponentType } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { CardIcon, CheckIcon, CloseIcon, TruckIcon, type IconProps } from '../icons';
import * as styles from './OrderStatusBadge.css';

interface StatusLook {
  label: string;
  tone: BadgeTone;
  Icon: ComponentType<IconProps>;
}

/**
 * How each of the contract's order statuses looks, wherever an order is shown (the shop's history, the
 * back office): its own word, colour and icon, so no two read alike even without colour. Keyed by the
 * contract's enum, so a new status does not compile until it has a look.
 */
export const ORDER_STATUS_LOOKS = {
  paid: { label: 'orderStatus.paid', tone: 'info', Icon: CardIcon },
  'in transit': { label: 'orderStatus.inTransit', tone: 'transit', Icon: TruckIcon },
  delivered: { label: 'orderStatus.delivered', tone: 'success', Icon: CheckIcon },
  rejected: { label: 'orderStatus.rejected', tone: 'danger', Icon: CloseIcon },
} as const satisfies Record<OrderStatus, StatusLook>;

export interface OrderStatusBadgeProps {
  status: OrderStatus;
}

export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  const words = useWords();
  const { label, tone, Icon } = ORDER_STATUS_LOOKS[status];
  return (
    <Badge tone={tone}>
      <span className={styles.content}>
        <Icon size={14} className={styles.icon} />
        {words(label)}
      </span>
    </Badge>
  );
}
