import type { OrderStatus } from '@cellar/domain';
import type { BadgeTone } from '@cellar/ui';

const TONES: Record<OrderStatus, BadgeTone> = { paid: 'neutral', 'in transit': 'info', delivered: 'success', rejected: 'danger' };

export const statusTone = (status: OrderStatus): BadgeTone => TONES[status];
