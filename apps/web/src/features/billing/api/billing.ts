import { useMutation, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  billingSummarySchema,
  redirectResponseSchema,
  transactionsResponseSchema,
  type CheckoutBody,
  type PortalBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  summary: () => [...billingKeys.all, 'summary'] as const,
  transactions: () => [...billingKeys.all, 'transactions'] as const,
};

/** The company's plan, its end, the seats, and whether online payment is available. */
export function useBillingSummary() {
  return useQuery({
    queryKey: billingKeys.summary(),
    queryFn: ({ signal }) => api.get(API_PATHS.billing.summary, { signal, schema: billingSummarySchema }),
  });
}

export function useTransactions() {
  return useQuery({
    queryKey: billingKeys.transactions(),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.billing.transactions, { signal, schema: transactionsResponseSchema }),
    select: (res) => res.transactions,
  });
}

/** The browser leaves for the provider's page: the answer is where to. */
function goTo(url: string): void {
  window.location.assign(url);
}

export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) =>
      api.post(API_PATHS.billing.checkout, body, { schema: redirectResponseSchema }),
    onSuccess: ({ url }) => goTo(url),
  });
}

export function usePortal() {
  return useMutation({
    mutationFn: (body: PortalBody) =>
      api.post(API_PATHS.billing.portal, body, { schema: redirectResponseSchema }),
    onSuccess: ({ url }) => goTo(url),
  });
}
