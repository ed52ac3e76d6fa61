/** Tag colours of payment states (antd preset names). */
export const statusColors: Record<string, string> = {
  paid: 'green',
  completed: 'green',
  pending: 'gold',
  failed: 'red',
  refunded: 'default',
  partially_refunded: 'purple',
};
