import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { recordToasts, renderRoutes, stopRecordingToasts, stubFetch } from '@shop/ui/testing';
import { AccountSecurity } from './account-security';

afterEach(() => {
  cleanup();
  stopRecordingToasts();
});

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-ijkl-mn${index}${index}`);

describe('AccountSecurity (/admin/account)', () => {
  it('V6.2.3 password change: sends the current and the new password, checks the repetition', async () => {
    const requests = stubFetch((request) => {
      if (request.path === '/api/admin/account') {
        return {
          status: 200,
          body: { username: 'admin', totpEnabled: false, recoveryCodesLeft: 0 },
        };
      }
      if (request.path === '/api/admin/password') {
        return { status: 200, body: { isAdmin: true, username: 'admin' } };
      }
      return { status: 404 };
    });
    const toasts = recordToasts();
    await renderRoutes({ '/admin/account': <AccountSecurity /> }, '/admin/account', 'en');

    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'old password here' },
    });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a new long passphrase' },
    });
    fireEvent.change(screen.getByLabelText('Repeat new password'), {
      target: { value: 'a different one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/admin/password')).toBe(false);

    fireEvent.change(screen.getByLabelText('Repeat new password'), {
      target: { value: 'a new long passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ title: 'Password changed' })]),
    );
    expect(requests.find((request) => request.path === '/api/admin/password')?.body).toEqual({
      currentPassword: 'old password here',
      newPassword: 'a new long passphrase',
    });
  });

  it('V6 TOTP enrolment: shows the key and the otpauth URI, then the recovery codes once confirmed', async () => {
    let enabled = false;
    const requests = stubFetch((request) => {
      if (request.path === '/api/admin/account') {
        return {
          status: 200,
          body: { username: 'admin', totpEnabled: enabled, recoveryCodesLeft: enabled ? 10 : 0 },
        };
      }
      if (request.path === '/api/admin/account/totp/enrol') {
        return {
          status: 200,
          body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Bleche:admin?x=1' },
        };
      }
      if (request.path === '/api/admin/account/totp/confirm') {
        enabled = true;
        return { status: 200, body: { recoveryCodes } };
      }
      return { status: 404 };
    });
    await renderRoutes({ '/admin/account': <AccountSecurity /> }, '/admin/account', 'en');

    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByText('otpauth://totp/Bleche:admin?x=1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(recoveryCodes[0]!)).toBeTruthy();
    expect(requests.find((request) => request.path.endsWith('/confirm'))?.body).toEqual({
      code: '123456',
    });
    fireEvent.click(screen.getByRole('button', { name: 'I have stored the codes' }));
    expect(
      await screen.findByText('Two-factor sign-in is on. 10 recovery codes left.'),
    ).toBeTruthy();
  });
});
