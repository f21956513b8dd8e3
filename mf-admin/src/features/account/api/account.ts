import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@shop/ui';

/** `GET /api/admin/account`: who is signed in and whether two-factor sign-in is on. */
export interface AdminAccount {
  username: string;
  totpEnabled: boolean;
  recoveryCodesLeft: number;
}

export const accountKeys = { account: () => ['admin', 'account'] as const };

const asAccount = (data: unknown) => data as AdminAccount;

export function useAccount() {
  return useQuery({
    queryKey: accountKeys.account(),
    queryFn: ({ signal }) => apiRequest('/api/admin/account', asAccount, { signal }),
  });
}

/** `POST /api/admin/password`: ends every other session; this one continues on a new id. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest('/api/admin/password', () => undefined, { method: 'POST', body }),
  });
}

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
}

export function useStartTotpEnrolment() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/admin/account/totp/enrol', (data) => data as TotpEnrolment, {
        method: 'POST',
      }),
  });
}

/** Confirms with a code; answers the ten recovery codes, shown this once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(
        '/api/admin/account/totp/confirm',
        (data) => (data as { recoveryCodes: string[] }).recoveryCodes,
        { method: 'POST', body: { code } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account() }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/admin/account/totp/disable', () => undefined, {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account() }),
  });
}
