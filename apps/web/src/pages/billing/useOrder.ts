import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { billingApi } from './api.ts';

const POLL_MS = 2000;
const POLL_LIMIT_MS = 60_000;

/**
 * The order named by `?order_number=`, read from the server (never from the URL's other
 * parameters), polled every 2 s for up to a minute while the gateway has not confirmed it.
 */
export function useOrder() {
  const [params] = useSearchParams();
  const orderNumber = params.get('order_number')?.trim() || null;
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const order = useQuery({
    queryKey: ['user', 'order', orderNumber],
    queryFn: ({ signal }) => billingApi.order(orderNumber!, signal),
    enabled: orderNumber !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - startedAt < POLL_LIMIT_MS ? POLL_MS : false,
  });
  const pending = order.data?.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, startedAt + POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, startedAt]);
  return { orderNumber, order, timedOut: pending && timedOut };
}
