import type { MemberFlagsResponse } from '@alphadesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';

export const flagsQueryKey = ['flags'] as const;

/**
 * The signed-in member's (or guest's) flags and experiment variants, evaluated by the server with
 * the bucketing function both sides share (lib/flags.ts).
 */
export function useFlags() {
  const { status, user } = useSession();
  const signedIn = status === 'authenticated' || status === 'guest';
  return useQuery({
    queryKey: [...flagsQueryKey, user?.id ?? null],
    queryFn: ({ signal }) => api.get<MemberFlagsResponse>('/api/flags', { signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** The pricing page's variant: `annual_default` from its flag, or from the member's experiment arm. */
export function usePricingVariant(): { annualDefault: boolean; experiments: string[] } {
  const data = useFlags().data;
  const pricing = Object.entries(data?.experiments ?? {}).filter(([, arm]) => arm.surface === 'pricing_page');
  const annualDefault =
    data?.flags.pricing_annual_default === true ||
    pricing.some(([, arm]) => arm.variant === 'annual_default');
  return { annualDefault, experiments: pricing.map(([key]) => key) };
}

/** Records, once per page view, that the member was shown the experiments of a surface. */
export function useExposures(experiments: readonly string[], shown: boolean) {
  const { mutate } = useMutation({
    mutationFn: (key: string) => api.post<unknown>(`/api/experiments/${encodeURIComponent(key)}/exposure`),
  });
  const keys = experiments.join(',');
  useEffect(() => {
    if (!shown || !keys) return;
    for (const key of keys.split(',')) mutate(key);
  }, [keys, shown, mutate]);
}
