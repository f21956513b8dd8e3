import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  recordToasts,
  renderRoutes,
  stopRecordingToasts,
  stubFetch,
  type StubResponse,
} from '@shop/ui/testing';
import AdminLoginPage from './admin-login-page';

afterEach(() => {
  cleanup();
  stopRecordingToasts();
  window.sessionStorage.clear();
});

/** The gateway's login as the browser sees it; `login` decides the answer to POST /api/admin/login. */
function stubLogin(login: () => StubResponse) {
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: false } };
    if (request.path === '/api/admin/login') return login();
    return { status: 404 };
  });
}

const unauthorized = {
  status: 401,
  body: { status: 401, code: 'UNAUTHORIZED', message: 'Invalid username or password' },
};

async function logIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('AdminLoginPage', () => {
  it('asks for both fields and sends nothing while one is empty', async () => {
    const requests = stubLogin(() => unauthorized);
    await renderRoutes({ '/admin-login': <AdminLoginPage /> }, '/admin-login');

    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));

    expect(descriptionOf(screen.getByLabelText('Benutzername'))).toBe('Erforderlich');
    expect(descriptionOf(screen.getByLabelText('Passwort'))).toBe('Erforderlich');
    expect(document.activeElement).toBe(screen.getByLabelText('Benutzername'));
    expect(requests.filter((request) => request.path === '/api/admin/login')).toEqual([]);
  });

  it('sends the trimmed username and the password as JSON', async () => {
    const requests = stubLogin(() => unauthorized);
    await renderRoutes({ '/admin-login': <AdminLoginPage /> }, '/admin-login');

    await logIn('  admin ', 'bleche-admin');

    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/admin/login')).toEqual([
        {
          method: 'POST',
          path: '/api/admin/login',
          body: { username: 'admin', password: 'bleche-admin' },
        },
      ]),
    );
  });

  it("shows 'Anmeldefehler' with 'Ungültige Anmeldedaten' for wrong credentials", async () => {
    stubLogin(() => unauthorized);
    const toasts = recordToasts();
    await renderRoutes({ '/admin-login': <AdminLoginPage /> }, '/admin-login');

    await logIn('admin', 'wrong');

    await waitFor(() =>
      expect(toasts).toEqual([
        { title: 'Anmeldefehler', description: 'Ungültige Anmeldedaten', variant: 'error' },
      ]),
    );
  });

  it('names the wait from Retry-After when there were too many attempts', async () => {
    stubLogin(() => ({
      status: 429,
      headers: { 'Retry-After': '781' },
      body: { status: 429, code: 'RATE_LIMITED', message: 'Too many login attempts' },
    }));
    const toasts = recordToasts();
    await renderRoutes({ '/admin-login': <AdminLoginPage /> }, '/admin-login');

    await logIn('admin', 'wrong');

    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'Anmeldefehler',
          description: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 14 Minuten erneut.',
          variant: 'error',
        },
      ]),
    );
  });

  it('says so in Polish, with the Polish plural of minutes', async () => {
    stubLogin(() => ({ status: 429, headers: { 'Retry-After': '120' } }));
    const toasts = recordToasts();
    await renderRoutes({ '/admin-login': <AdminLoginPage /> }, '/admin-login', 'pl');

    fireEvent.change(await screen.findByLabelText('Nazwa użytkownika'), {
      target: { value: 'admin' },
    });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));

    await waitFor(() =>
      expect(toasts[0]?.description).toBe(
        'Zbyt wiele prób logowania. Spróbuj ponownie za 2 minuty.',
      ),
    );
  });

  it('welcomes the admin and keeps the welcome for the page after the reload', async () => {
    stubLogin(() => ({ status: 200, body: { isAdmin: true, username: 'admin' } }));
    const toasts = recordToasts();
    await renderRoutes({ '/admin-login': <AdminLoginPage /> }, '/admin-login');

    await logIn('admin', 'bleche-admin');

    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'Angemeldet',
          description: 'Willkommen im Administrationsbereich',
          variant: 'success',
        },
      ]),
    );
    expect(window.sessionStorage.getItem('admin:welcome-pending')).toBe('1');
    expect(
      (screen.getByRole('button', { name: 'Anmeldung läuft …' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('V6 TOTP at login: asks for the code after a right password and signs in only with it', async () => {
    const codes: unknown[] = [];
    stubFetch((request) => {
      if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: false } };
      if (request.path === '/api/admin/login') {
        return { status: 200, body: { isAdmin: false, secondFactorRequired: true } };
      }
      if (request.path === '/api/admin/login/second-factor') {
        codes.push(request.body);
        return codes.length === 1
          ? { status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Invalid code' } }
          : { status: 200, body: { isAdmin: true, username: 'admin' } };
      }
      return { status: 404 };
    });
    const toasts = recordToasts();
    await renderRoutes({ '/admin-login': <AdminLoginPage /> }, '/admin-login');

    await logIn('admin', 'bleche-admin');
    const code = await screen.findByLabelText('Code');
    expect(toasts).toEqual([]);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { title: 'Anmeldefehler', description: 'Ungültiger Code', variant: 'error' },
      ]),
    );
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toMatchObject({ title: 'Angemeldet', variant: 'success' });
    expect(codes).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('sends a signed-in admin straight on to /admin', async () => {
    stubFetch(() => ({ status: 200, body: { isAdmin: true } }));
    await renderRoutes(
      { '/admin-login': <AdminLoginPage />, '/admin': <p>admin area</p> },
      '/admin-login',
    );

    await screen.findByText('admin area');
    expect(screen.getByTestId('path').textContent).toBe('/admin');
  });
});
